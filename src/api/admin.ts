import * as v from 'valibot';
import { api, request, toApiError } from '../lib/api.ts';
import { UserSchema } from './auth.ts';

/** Rows per page in the inbox; the local API caps any page at 50. */
export const INBOX_PAGE_SIZE = 10;

export const pageOf = <T extends v.GenericSchema>(item: T) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() });

const text = v.optional(v.string(), '');
const choices = v.optional(v.array(v.string()), []);

export const SurveyRowSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  industrySector: v.string(),
  emailAddress: v.string(),
  companyName: text,
  location: text,
  biggestChallenge: text,
  sautiInterest: text,
  marketingGoals: choices,
});
export const ContactRowSchema = v.object({ id: v.string(), createdAt: v.string(), name: v.string(), email: v.string(), subject: v.string(), message: v.string() });
const FileSchema = v.object({ index: v.number(), kind: v.picklist(['resume', 'portfolio']), originalName: v.string(), size: v.number(), type: v.string() });
export const ApplicationSchema = v.object({
  id: v.string(),
  createdAt: v.string(),
  role: v.string(),
  roleTitle: v.string(),
  fullName: v.string(),
  email: v.string(),
  phone: v.string(),
  location: v.optional(v.string()),
  whyJoin: v.string(),
  portfolioUrl: v.optional(v.string()),
  files: v.array(FileSchema),
});
export const AccountSchema = v.object({ ...UserSchema.entries, id: v.string(), createdAt: v.string(), trialState: v.picklist(['active', 'ended', 'none']) });
export const StatsSchema = v.object({
  total: v.number(),
  questions: v.array(
    v.object({ name: v.string(), kind: v.picklist(['single', 'multi']), answered: v.number(), counts: v.array(v.object({ value: v.string(), count: v.number() })) }),
  ),
});

export type SurveyRow = v.InferOutput<typeof SurveyRowSchema>;
export type ContactRow = v.InferOutput<typeof ContactRowSchema>;
export type ApplicationRow = v.InferOutput<typeof ApplicationSchema>;
export type ApplicationFile = v.InferOutput<typeof FileSchema>;
export type AccountRow = v.InferOutput<typeof AccountSchema>;
export type SurveyStats = v.InferOutput<typeof StatsSchema>;
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** Filters as the URL holds them; empty ones are left out of the request. */
export type ListQuery = { page?: number; q?: string } & Record<string, string | number | undefined>;
const params = (query: ListQuery) =>
  Object.fromEntries(Object.entries({ pageSize: INBOX_PAGE_SIZE, ...query }).filter(([, value]) => value !== undefined && value !== '')) as Record<string, string | number>;

const list = <T extends v.GenericSchema>(path: string, item: T) => (query: ListQuery) =>
  request(() => api.get(path, { searchParams: params(query) }).json(), (d) => v.parse(pageOf(item), d) as Page<v.InferOutput<T>>);

export const fetchSurveys = list('admin/surveys', SurveyRowSchema);
export const fetchContacts = list('admin/contacts', ContactRowSchema);
export const fetchApplications = list('admin/applications', ApplicationSchema);
export const fetchAccounts = list('admin/accounts', AccountSchema);

/** Counts per choice question, over the responses the same filters select (paging aside). */
export const fetchSurveyStats = ({ page: _page, ...query }: ListQuery) =>
  request(() => api.get('admin/surveys/stats', { searchParams: params({ ...query, pageSize: undefined }) }).json(), (d) => v.parse(StatsSchema, d));

/** The inbox landing's counts: a one-row page of each list carries its total. */
export async function fetchInboxCounts() {
  const one = { pageSize: 1 };
  const [surveys, contacts, applications, accounts] = await Promise.all([fetchSurveys(one), fetchContacts(one), fetchApplications(one), fetchAccounts(one)]);
  return { surveys: surveys.total, contacts: contacts.total, applications: applications.total, accounts: accounts.total };
}

/** The exact name from `filename*` (RFC 5987), when the header is readable (same origin, or exposed by CORS). */
function nameFromDisposition(header: string | null): string | null {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '')?.[1];
  if (!encoded) return null;
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

/**
 * An application's file, fetched through the `api` client so the bearer token goes with it
 * (a plain link cannot carry it). The caller saves the blob under the returned name.
 */
export async function fetchApplicationFile(id: string, file: ApplicationFile): Promise<{ blob: Blob; name: string }> {
  try {
    const response = await api.get(`admin/applications/${encodeURIComponent(id)}/files/${file.index}`, { headers: { Accept: '*/*' } });
    return { blob: await response.blob(), name: nameFromDisposition(response.headers.get('Content-Disposition')) ?? file.originalName };
  } catch (error) {
    throw toApiError(error);
  }
}
