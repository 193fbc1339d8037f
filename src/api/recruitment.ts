import * as v from 'valibot';
import type { ApplicationSubmission } from '../../machines/flows/recruitmentMachine.ts';
import { api, recruitmentApi, request } from '../lib/api.ts';
import { REQUEST_TIMEOUT_MS } from '../lib/env.ts';
import { toFormData } from '../lib/recruitment-form.ts';
import { recruitmentContent } from '../content/recruitment.ts';

export const RoleSchema = v.object({
  id: v.string(),
  title: v.string(),
  engagement: v.string(),
  open: v.boolean(),
  responsibilities: v.array(v.string()),
  requirements: v.array(v.string()),
});
export type Role = v.InferOutput<typeof RoleSchema>;

export const ApplicationSchema = v.object({ id: v.string(), role: v.string(), createdAt: v.string() });
export type StoredApplication = v.InferOutput<typeof ApplicationSchema>;

/** The roles and whether they take applications are data of the local API (GET /api/roles). */
export const fetchRoles = (): Promise<Role[]> =>
  request(() => api.get('roles').json(), (d) => v.parse(v.array(RoleSchema), d), recruitmentContent.roles.loadFailed);

/** Spec §7: multipart to the recruitment base address, with a 10-second timeout. */
export const submitApplication = (submission: ApplicationSubmission): Promise<StoredApplication> =>
  request(
    () => recruitmentApi.post('recruitment', { body: toFormData(submission), timeout: REQUEST_TIMEOUT_MS }).json(),
    (d) => v.parse(ApplicationSchema, d),
    recruitmentContent.toasts.error.description,
  );
