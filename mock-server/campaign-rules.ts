import { z, type ZodType } from 'zod';
import { NICHE_SUGGESTIONS, PLATFORMS } from '../src/domain/catalog.ts';
import {
  AGE_BANDS, CURRENCIES, DEFAULT_MAX_REVISIONS, DELIVERABLE_TYPES, FOLLOWER_BAND_IDS, GENDERS, GOAL_METRICS,
  MAX_REVISIONS_LIMIT, OBJECTIVES, type CampaignBrief,
} from '../src/domain/campaign-types.ts';
import { HttpError, type FieldErrors } from './http.ts';
import { normalisePhone } from '../src/domain/phone.ts';
import { eatDay } from '../src/domain/eat.ts';
import { isHttpUrl } from '../src/domain/urls.ts';
import { MAX_RIGHT_COUNTRIES, MAX_RIGHTS, rightOverFee, USAGE_KINDS, USAGE_LIMITS, USAGE_UNITS } from '../src/domain/usage-rights.ts';

export const INCOMPLETE_BRIEF = 'Finish the brief before submitting: some fields need attention.';
const MAX_MONEY = 1e12;
/** Today's date in East Africa Time, where Sauti's campaigns run (docs/decisions/0007: server dates are EAT). */
export const todayIn = (nowMs: number) => eatDay(nowMs);

/** What a new draft holds until the brand fills it in (CampaignBrief's empty values). */
export const EMPTY_BRIEF: Omit<CampaignBrief, 'title'> = {
  brief: '', objective: null, goals: [], currency: 'KES', budgetTotal: null, feeMin: null, feeMax: null, slots: null,
  audience: { countries: [], ageBands: [], genders: [] }, niches: [], platforms: [], followerBand: null, deliverables: [],
  startDate: null, endDate: null, maxRevisions: DEFAULT_MAX_REVISIONS, landingUrl: '', whatsappNumber: '',
};

/**
 * A draft may hold a field's empty value (null, [], ''), meaning "not filled in yet"; anything else must pass the field's
 * rule. Submission needs every field filled. So each field has one rule, and `draft` only lets its empty value through.
 */
type Mode = 'draft' | 'submit';
const int = (label: string) => z.int({ error: (issue) => (issue.input == null ? `Enter ${label.toLowerCase()}.` : `${label} must be a whole number.`) });
const money = (label: string) => int(label).min(1, `${label} must be more than 0.`).max(MAX_MONEY, `${label} is too large.`);
const unique = <T>(list: T[]) => [...new Set(list)];
/** A niche from the spec's §9 list, kept as the string it is stored as (CampaignBrief's `niches: string[]`). */
const NICHES: ReadonlySet<string> = new Set(NICHE_SUGGESTIONS);
const isNiche = (niche: string) => NICHES.has(niche);
const NOT_A_NICHE = 'Choose niches from the list.';
const list = <T extends ZodType>(item: T, mode: Mode, max: number, [one, many]: [string, string]) =>
  z.array(item, { error: `Choose ${many}.` })
    .min(mode === 'submit' ? 1 : 0, `Choose at least one ${one}.`)
    .max(max, `Choose up to ${max} ${many}.`);
const text = (mode: Mode, min: number, max: number, label: string) =>
  z.string({ error: `Enter ${label}.` }).trim().max(max, `Keep ${label} to ${max} characters or fewer.`)
    .refine((s) => (mode === 'draft' && s === '') || s.length >= min, `Use at least ${min} characters for ${label}.`);

/** The usage rights' messages, worded as the wizard words them (src/content/campaigns.ts, briefErrors). */
export const USAGE_RULES = {
  use: 'Choose where the brand may use it: organic reposts, paid ads or its website.',
  duration: (limit: number, unit: string) => `The duration must be 1 to ${limit} ${unit}.`,
  unit: 'Choose days or months.',
  countries: 'Choose at least one country.',
  countriesMax: `Choose up to ${MAX_RIGHT_COUNTRIES} countries.`,
  price: 'The price must be 0 or more.',
  rightsMax: `Give a deliverable at most ${MAX_RIGHTS} usage rights, one of each kind.`,
  useOnce: 'Use each kind of usage once per deliverable.',
  overFee: 'The usage rights’ prices add up to more than the lowest fee: they are part of each creator’s fee.',
};

/**
 * One usage right of a deliverable (src/domain/usage-rights.ts): where, for how long (1–365 days or 1–24 months), in
 * which countries, and its price (minor units, 0 = included in the fee). Built once: it does not depend on the day.
 */
const USAGE_RIGHT = z.strictObject({
  use: z.enum(USAGE_KINDS, { error: USAGE_RULES.use }),
  duration: int('The duration'),
  unit: z.enum(USAGE_UNITS, { error: USAGE_RULES.unit }),
  countries: z.array(z.string().regex(/^[A-Z]{2}$/, 'Use two-letter country codes, e.g. KE.'), { error: USAGE_RULES.countries })
    .min(1, USAGE_RULES.countries).max(MAX_RIGHT_COUNTRIES, USAGE_RULES.countriesMax).transform(unique),
  price: int('The price').min(0, USAGE_RULES.price).max(MAX_MONEY, 'The price is too large.'),
}, { error: 'Each usage right needs where, how long, the countries and a price.' }).superRefine((right, ctx) => {
  const limit = USAGE_LIMITS[right.unit];
  if (right.duration < 1 || right.duration > limit) ctx.addIssue({ code: 'custom', path: ['duration'], message: USAGE_RULES.duration(limit, right.unit) });
});

function fieldRules(mode: Mode, today: string) {
  const need = <T extends ZodType>(rule: T) => (mode === 'draft' ? rule.nullable() : rule);
  const goal = z.strictObject({
    metric: z.enum(GOAL_METRICS, { error: `Choose a metric: ${GOAL_METRICS.join(', ')}.` }),
    target: int('The target').min(1, 'The target must be 1 or more.').max(MAX_MONEY, 'The target is too large.'),
  }, { error: 'Each goal needs a metric and a target.' });
  const deliverable = z.strictObject({
    platform: z.enum(PLATFORMS, { error: 'Choose a platform.' }),
    type: z.enum(DELIVERABLE_TYPES, { error: `Choose a type: ${DELIVERABLE_TYPES.join(', ')}.` }),
    quantity: int('The quantity').min(1, 'The quantity must be 1 to 20.').max(20, 'The quantity must be 1 to 20.'),
    dueDays: int('Due days').min(1, 'Due days must be 1 to 90.').max(90, 'Due days must be 1 to 90.'),
    // None sent (a client from before usage rights) is none: the brand may only use the posts where they were published.
    rights: z.array(USAGE_RIGHT, { error: 'List the usage rights of each deliverable.' })
      .max(MAX_RIGHTS, USAGE_RULES.rightsMax)
      // Each use once, the error on the second right's own field (so the form marks and focuses it).
      .superRefine((rights, issue) => rights.forEach((r, j) => {
        if (rights.slice(0, j).some((earlier) => earlier.use === r.use)) issue.addIssue({ code: 'custom', message: USAGE_RULES.useOnce, path: [j, 'use'] });
      }))
      .default([]),
  }, { error: 'Each deliverable needs a platform, type, quantity and due days.' });
  const isoDate = (label: string) => z.iso.date({ error: `Enter the ${label} as a date (YYYY-MM-DD).` });
  return {
    title: z.string({ error: 'Give the campaign a title.' }).trim()
      .min(3, 'Use at least 3 characters for the title.').max(120, 'Keep the title to 120 characters or fewer.'),
    brief: text(mode, 20, 5000, 'the brief'),
    objective: need(z.enum(OBJECTIVES, { error: 'Choose an objective: awareness, engagement or conversions.' })),
    goals: list(goal, mode, 5, ['goal', 'goals']).refine((g) => unique(g.map((x) => x.metric)).length === g.length, 'Use each metric once.'),
    currency: z.enum(CURRENCIES, { error: 'Choose KES or USD.' }),
    budgetTotal: need(money('The budget')),
    feeMin: need(money('The lowest fee')),
    feeMax: need(money('The highest fee')),
    slots: need(int('The number of slots').min(1, 'Offer 1 to 100 slots.').max(100, 'Offer 1 to 100 slots.')),
    audience: z.strictObject({
      countries: list(z.string().regex(/^[A-Z]{2}$/, 'Use two-letter country codes, e.g. KE.'), mode, 30, ['country', 'countries']).transform(unique),
      ageBands: list(z.enum(AGE_BANDS, { error: 'Choose age bands from the list.' }), mode, AGE_BANDS.length, ['age band', 'age bands']).transform(unique),
      genders: list(z.enum(GENDERS, { error: 'Choose genders from the list.' }), mode, GENDERS.length, ['gender', 'genders']).transform(unique),
    }, { error: 'Describe the audience: countries, age bands and genders.' }),
    niches: list(z.string({ error: NOT_A_NICHE }).refine(isNiche, NOT_A_NICHE), mode, 5, ['niche', 'niches']).transform(unique),
    platforms: list(z.enum(PLATFORMS, { error: 'Choose platforms from the list.' }), mode, PLATFORMS.length, ['platform', 'platforms']).transform(unique),
    followerBand: need(z.enum(FOLLOWER_BAND_IDS, { error: `Choose a follower band: ${FOLLOWER_BAND_IDS.join(', ')}.` })),
    deliverables: list(deliverable, mode, 10, ['deliverable', 'deliverables']),
    startDate: need(isoDate('start date').refine((d) => d >= today, 'The start date cannot be in the past.')),
    endDate: need(isoDate('end date')),
    maxRevisions: int('The number of revisions').min(0, `Allow 0 to ${MAX_REVISIONS_LIMIT} revisions.`).max(MAX_REVISIONS_LIMIT, `Allow 0 to ${MAX_REVISIONS_LIMIT} revisions.`),
    landingUrl: z.string({ error: 'Enter the landing URL.' }).trim().max(2000, 'Keep the landing URL to 2000 characters or fewer.').refine((s) => (mode === 'draft' && s === '') || isHttpUrl(s), 'Enter a web address starting with http:// or https://.'),
    whatsappNumber: z.string({ error: 'Enter a WhatsApp number or leave it empty.' }).transform((s, ctx) => {
      const phone = normalisePhone(s);
      if (phone === null) ctx.issues.push({ code: 'custom', input: s, message: 'Enter a phone number like 0712 345 678 or +254 712 345 678.' });
      return phone ?? '';
    }),
  } satisfies Record<keyof CampaignBrief, ZodType>;
}

/** The brief as its rules check it: each field's checked value. tests/types/campaigns.test-d.ts holds it equal to CampaignBrief. */
export type CheckedBrief = z.output<z.ZodObject<ReturnType<typeof fieldRules>>>;

/** What POST /campaigns and PATCH /campaigns/:id take: any of the draft's fields, each by its rule (the published contract, docs/openapi.json). */
export const draftBriefBody = (today: string) => z.strictObject(fieldRules('draft', today)).partial();

/** Rules between fields, over the values that passed their own rule; each error names the field to fix. */
function crossFieldErrors(v: Partial<CampaignBrief>, errors: FieldErrors): void {
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  if (v.feeMin != null && v.feeMax != null && v.feeMax < v.feeMin) add('feeMax', 'The highest fee must be at least the lowest fee.');
  if (v.budgetTotal != null && v.feeMin != null && v.slots != null && v.budgetTotal < v.feeMin * v.slots) {
    add('budgetTotal', 'The budget must cover the lowest fee for every slot (lowest fee × slots).');
  }
  if (v.startDate && v.endDate && v.endDate <= v.startDate) add('endDate', 'The end date must be after the start date.');
  if (v.deliverables && v.feeMin != null) {
    const over = rightOverFee(v.deliverables, v.feeMin);
    if (over) add(`deliverables.${over.deliverable}.rights.${over.right}.price`, USAGE_RULES.overFee);
  }
  if (v.deliverables && v.platforms?.length) {
    v.deliverables.forEach((d, i) => {
      if (!v.platforms!.includes(d.platform)) add(`deliverables.${i}.platform`, 'Choose one of the platforms this campaign uses.');
    });
  }
}

/** The rules of the last day asked for, by mode: built once a day rather than once a request (zod's schemas are costly to build). */
let cachedRules: { today: string; draft: ReturnType<typeof fieldRules>; submit: ReturnType<typeof fieldRules> } | null = null;
function rulesFor(mode: Mode, today: string): Record<string, ZodType> {
  if (cachedRules?.today !== today) cachedRules = { today, draft: fieldRules('draft', today), submit: fieldRules('submit', today) };
  return cachedRules[mode];
}

/** Checks each field of `input` by its rule (every field when submitting), then the rules between them. */
function checkBrief(input: unknown, mode: Mode, today: string): { values: Partial<CampaignBrief>; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return { values: {}, errors: { body: ['Send the brief as a JSON object.'] } };
  const rules = rulesFor(mode, today);
  const body = input as Record<string, unknown>;
  // Strict for what a client sends; a stored record also carries its id, status and the like, which submission skips.
  if (mode === 'draft') for (const key of Object.keys(body)) if (!(key in rules)) errors[key] = ['This is not a field of the campaign brief.'];
  const values: Record<string, unknown> = {};
  for (const [key, rule] of Object.entries(rules)) {
    if (mode === 'draft' && !(key in body)) continue;
    const result = rule.safeParse(body[key]);
    if (result.success) values[key] = result.data;
    for (const issue of result.error?.issues ?? []) (errors[[key, ...issue.path].join('.')] ??= []).push(issue.message);
  }
  crossFieldErrors(values as Partial<CampaignBrief>, errors);
  return { values: values as Partial<CampaignBrief>, errors };
}

/** A draft's fields, checked one by one (only those sent), or 422 `{ message, errors }`. */
export function draftBrief(input: unknown, today: string): Partial<CampaignBrief> {
  const { values, errors } = checkBrief(input, 'draft', today);
  if (Object.keys(errors).length) throw new HttpError(422, 'Some fields need attention.', errors);
  return values;
}

/** Submission needs the whole brief: 422 with every field that still needs attention. */
export function assertCompleteBrief(brief: CampaignBrief, today: string): void {
  const { errors } = checkBrief(brief, 'submit', today);
  if (Object.keys(errors).length) throw new HttpError(422, INCOMPLETE_BRIEF, errors);
}
