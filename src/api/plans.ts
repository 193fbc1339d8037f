import * as v from 'valibot';
import { api, request } from '../lib/api.ts';

/** The plan in force (src/domain/plans.ts PlanInForce), part of every user the API sends. */
export const PlanSchema = v.object({
  id: v.string(),
  name: v.string(),
  status: v.picklist(['trial', 'paid', 'grace', 'free']),
  until: v.nullable(v.string()),
});

const PlanUsageSchema = v.object({
  plan: PlanSchema,
  kind: v.picklist(['activeCampaigns', 'openApplications', 'clientBrands']),
  limit: v.nullable(v.number()),
  used: v.number(),
});
export type PlanUsage = v.InferOutput<typeof PlanUsageSchema>;

/** The plan in force, its limit and how much of it is used (`GET /api/v1/user/plan`). */
export const fetchPlanUsage = () =>
  request(() => api.get('v1/user/plan').json(), (d) => v.parse(PlanUsageSchema, d), 'Your plan could not be loaded.');
