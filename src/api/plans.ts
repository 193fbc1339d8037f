import * as v from 'valibot';
import { api, request } from '../lib/api.ts';
import { PlanSchema } from './auth.ts';

export const PlanUsageSchema = v.object({
  plan: PlanSchema,
  kind: v.picklist(['activeCampaigns', 'openApplications', 'clientBrands']),
  limit: v.nullable(v.number()),
  used: v.number(),
});
export type PlanUsage = v.InferOutput<typeof PlanUsageSchema>;

/** The plan in force, its limit and how much of it is used (`GET /api/v1/user/plan`). */
export const fetchPlanUsage = () =>
  request(() => api.get('v1/user/plan').json(), (d) => v.parse(PlanUsageSchema, d), 'Your plan could not be loaded.');
