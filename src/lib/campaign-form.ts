import * as v from 'valibot';
import { NICHE_SUGGESTIONS, PLATFORMS } from '../domain/catalog.ts';
import {
  AGE_BANDS, CURRENCIES, DEFAULT_MAX_REVISIONS, DELIVERABLE_TYPES, FOLLOWER_BAND_IDS, GENDERS, GOAL_METRICS, MAX_REVISIONS_LIMIT, OBJECTIVES,
  type CampaignBrief,
} from '../domain/campaign-types.ts';
import type { CampaignFormValues, DeliverableRow, FieldErrors, RightRow, WizardStep } from '../domain/campaign-wizard-form.ts';
import { defaultRight, MAX_RIGHT_COUNTRIES, MAX_RIGHTS, rightOverFee, USAGE_KINDS, USAGE_LIMITS, USAGE_UNITS, type UsageRight } from '../domain/usage-rights.ts';
import type { CampaignView } from '../api/campaign-schema.ts';
import { briefErrors as msg } from '../content/campaigns.ts';
import { parseMoney, toMajor, toMinor } from './money.ts';
import { normalisePhone } from '../domain/phone.ts';
import { isHttpUrl } from '../domain/urls.ts';

/**
 * The brief's rules per wizard step, mirroring the local API's submit rules (mock-server/campaign-rules.ts), and
 * the form ↔ brief conversion: people type major units, the API stores minor units.
 */
export const emptyGoal = () => ({ metric: '' as const, target: '' });

const major = (minor: number | null) => (minor === null ? '' : String(toMajor(minor)));
const rightRow = (r: UsageRight): RightRow => ({ use: r.use, duration: String(r.duration), unit: r.unit, countries: [...r.countries], price: major(r.price) });
/** A new usage right: organic reposts for 30 days in the campaign's target countries, included in the fee (issue 24). */
export const emptyRight = (countries: readonly string[] = []): RightRow => rightRow(defaultRight(countries));
/** A new deliverable row, with the default usage right in the campaign's target countries. */
export const emptyDeliverable = (countries: readonly string[] = []): DeliverableRow =>
  ({ platform: '', type: '', quantity: '1', dueDays: '14', rights: [emptyRight(countries)] });

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));
/**
 * The rights' countries follow the target countries until the brand changes them: a right naming exactly the old
 * target countries (the default, or none yet) names the new ones.
 */
export const followAudience = (rows: DeliverableRow[], before: readonly string[], after: string[]): DeliverableRow[] =>
  rows.map((d) => ({ ...d, rights: d.rights.map((r) => (sameSet(r.countries, before) ? { ...r, countries: [...after] } : r)) }));

export const emptyCampaignForm = (): CampaignFormValues => ({
  title: '', brief: '', objective: '', goals: [emptyGoal()], currency: 'KES', budgetTotal: '', feeMin: '', feeMax: '', slots: '',
  countries: [], ageBands: [], genders: [], niches: [], platforms: [], followerBand: '',
  deliverables: [emptyDeliverable()], startDate: '', endDate: '', maxRevisions: String(DEFAULT_MAX_REVISIONS), landingUrl: '', whatsappNumber: '',
});

/** Today in East Africa Time, the day the server's "not in the past" rule counts from. */
export const todayInEat = (nowMs: number) => new Date(nowMs + 3 * 60 * 60 * 1000).toISOString().slice(0, 10);

const str = v.pipe(v.string(), v.trim());
const whole = (min: number, max: number, message: string) =>
  v.pipe(str, v.regex(/^\d+$/, message), v.check((s) => Number(s) >= min && Number(s) <= max, message));
const amount = (label: string) =>
  v.pipe(str, v.regex(/^\d+(\.\d{1,2})?$/, msg.amount(label)), v.check((s) => toMinor(Number(s)) >= 1, msg.amount(label)));
const choices = <T extends readonly string[]>(options: T, max: number, what: string) =>
  v.pipe(v.array(v.picklist(options)), v.minLength(1, msg.chooseOne(what)), v.maxLength(max, msg.chooseMax(max, `${what}s`)));
const PRICE = /^\d+(\.\d{1,2})?$/;
/** A usage right's own rules; its duration against its unit and its price against the fees are checked between fields. */
const right = v.object({
  use: v.picklist(USAGE_KINDS, msg.use),
  duration: v.string(),
  unit: v.picklist(USAGE_UNITS, msg.unit),
  countries: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), v.minLength(1, msg.rightCountries), v.maxLength(MAX_RIGHT_COUNTRIES, msg.chooseMax(MAX_RIGHT_COUNTRIES, 'countries'))),
  price: v.pipe(str, v.regex(PRICE, msg.price)),
});
const STEP_RULES = {
  basics: v.object({
    title: v.pipe(str, v.minLength(3, msg.title), v.maxLength(120, msg.titleLong)),
    brief: v.pipe(str, v.minLength(20, msg.brief), v.maxLength(5000, msg.briefLong)),
    objective: v.picklist(OBJECTIVES, msg.objective),
    goals: v.pipe(
      v.array(v.object({ metric: v.picklist(GOAL_METRICS, msg.metric), target: whole(1, 1e12, msg.target) })),
      v.minLength(1, msg.goals),
      v.maxLength(5, msg.goalsMax),
      v.check((goals) => new Set(goals.map((g) => g.metric)).size === goals.length, msg.goalsUnique),
    ),
  }),
  budget: v.object({
    currency: v.picklist(CURRENCIES, msg.currency),
    budgetTotal: amount('The budget'),
    feeMin: amount('The lowest fee'),
    feeMax: amount('The highest fee'),
    slots: whole(1, 100, msg.slots),
  }),
  audience: v.object({
    countries: v.pipe(v.array(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))), v.minLength(1, msg.chooseOne('country')), v.maxLength(30, msg.chooseMax(30, 'countries'))),
    ageBands: choices(AGE_BANDS, AGE_BANDS.length, 'age band'),
    genders: choices(GENDERS, GENDERS.length, 'gender'),
    niches: choices(NICHE_SUGGESTIONS, 5, 'niche'),
    platforms: choices(PLATFORMS, PLATFORMS.length, 'platform'),
    followerBand: v.picklist(FOLLOWER_BAND_IDS, msg.followerBand),
  }),
  deliverables: v.object({
    deliverables: v.pipe(
      v.array(v.object({
        platform: v.picklist(PLATFORMS, msg.platform),
        type: v.picklist(DELIVERABLE_TYPES, msg.type),
        quantity: whole(1, 20, msg.quantity),
        dueDays: whole(1, 90, msg.dueDays),
        // Each use once: checked with the other cross-field rules, on the second right's own field.
        rights: v.pipe(v.array(right), v.maxLength(MAX_RIGHTS, msg.rightsMax)),
      })),
      v.minLength(1, msg.deliverables),
      v.maxLength(10, msg.deliverablesMax),
    ),
    startDate: v.pipe(v.string(), v.isoDate(msg.startDate)),
    endDate: v.pipe(v.string(), v.isoDate(msg.endDate)),
    maxRevisions: whole(0, MAX_REVISIONS_LIMIT, msg.revisions),
  }),
  links: v.object({
    landingUrl: v.pipe(str, v.check(isHttpUrl, msg.url)),
    whatsappNumber: v.pipe(v.string(), v.check((s) => normalisePhone(s) !== null, msg.whatsapp)),
  }),
} satisfies Record<Exclude<WizardStep, 'review'>, v.GenericSchema>;

/** The rules between fields, as the server checks them once each field passes its own rule. */
function crossFieldErrors(step: WizardStep, f: CampaignFormValues, today: string, errors: FieldErrors): void {
  const add = (key: string, message: string) => (errors[key] ??= []).push(message);
  if (step === 'budget' && !errors.feeMin && !errors.feeMax && Number(f.feeMax) < Number(f.feeMin)) add('feeMax', msg.feeOrder);
  if (step === 'budget' && !errors.budgetTotal && !errors.feeMin && !errors.slots && toMinor(Number(f.budgetTotal)) < toMinor(Number(f.feeMin)) * Number(f.slots)) {
    add('budgetTotal', msg.budgetTooSmall);
  }
  if (step !== 'deliverables') return;
  if (!errors.startDate && f.startDate < today) add('startDate', msg.startPast);
  if (!errors.startDate && !errors.endDate && f.endDate <= f.startDate) add('endDate', msg.dateOrder);
  f.deliverables.forEach((d, i) => {
    if (d.platform && f.platforms.length > 0 && !f.platforms.includes(d.platform) && !errors[`deliverables.${i}.platform`]) {
      add(`deliverables.${i}.platform`, msg.platformNotUsed);
    }
    d.rights.forEach((r, j) => {
      const use = `deliverables.${i}.rights.${j}.use`;
      if (r.use && !errors[use] && d.rights.slice(0, j).some((earlier) => earlier.use === r.use)) add(use, msg.useOnce);
      const key = `deliverables.${i}.rights.${j}.duration`;
      const limit = USAGE_LIMITS[r.unit];
      if (limit && !errors[key] && !(/^\d+$/.test(r.duration.trim()) && Number(r.duration) >= 1 && Number(r.duration) <= limit)) add(key, msg.duration(limit, r.unit));
    });
  });
  // The rights' prices are part of each creator's fee: together within the lowest fee (checked once each price reads).
  const prices = f.deliverables.map((d) => ({ rights: d.rights.map((r) => ({ price: PRICE.test(r.price.trim()) ? toMinor(Number(r.price)) : 0 })) }));
  const feeMin = parseMoney(f.feeMin);
  const over = feeMin === null ? null : rightOverFee(prices, feeMin);
  if (over && !errors[`deliverables.${over.deliverable}.rights.${over.right}.price`]) add(`deliverables.${over.deliverable}.rights.${over.right}.price`, msg.overFee);
}

/** The field errors of `steps` (keys as the form names them, rows as `goals.0.target`); empty when they pass. */
export function validateSteps(values: CampaignFormValues, steps: readonly WizardStep[], today: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const step of steps) {
    if (step === 'review') continue;
    const result = v.safeParse(STEP_RULES[step], values, { abortPipeEarly: true });
    if (!result.success) Object.assign(errors, v.flatten(result.issues).nested ?? {});
    crossFieldErrors(step, values, today, errors);
  }
  return errors;
}

const count = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s) : null);
const money = parseMoney;

/** The brief the API stores: minor units, empty choices as null. Rows not started (no metric or target; no platform or type) are dropped. */
export function briefFromForm(f: CampaignFormValues) {
  const phone = normalisePhone(f.whatsappNumber);
  return {
    title: f.title.trim(), brief: f.brief.trim(), objective: f.objective || null,
    goals: f.goals.filter((g) => g.metric || g.target.trim()).map((g) => ({ metric: g.metric, target: count(g.target) })),
    currency: f.currency, budgetTotal: money(f.budgetTotal), feeMin: money(f.feeMin), feeMax: money(f.feeMax), slots: count(f.slots),
    audience: { countries: f.countries, ageBands: f.ageBands, genders: f.genders },
    niches: f.niches, platforms: f.platforms, followerBand: f.followerBand || null,
    deliverables: f.deliverables.filter((d) => d.platform || d.type).map((d) => ({
      platform: d.platform, type: d.type, quantity: count(d.quantity), dueDays: count(d.dueDays),
      rights: d.rights.map((r) => ({
        use: r.use || null, duration: count(r.duration), unit: r.unit, countries: r.countries, price: PRICE.test(r.price.trim()) ? toMinor(Number(r.price)) : null,
      })),
    })),
    startDate: f.startDate || null, endDate: f.endDate || null, maxRevisions: count(f.maxRevisions) ?? DEFAULT_MAX_REVISIONS,
    landingUrl: f.landingUrl.trim(), whatsappNumber: phone ?? f.whatsappNumber.trim(),
  };
}
export type BriefBody = ReturnType<typeof briefFromForm>;

const text = (n: number | null) => (n === null ? '' : String(n));

/** A stored campaign as the wizard edits it (resuming a draft). */
export function formFromCampaign(c: CampaignView | CampaignBrief): CampaignFormValues {
  return {
    title: c.title, brief: c.brief, objective: c.objective ?? '',
    goals: c.goals.length ? c.goals.map((g) => ({ metric: g.metric, target: String(g.target) })) : [emptyGoal()],
    currency: c.currency, budgetTotal: major(c.budgetTotal), feeMin: major(c.feeMin), feeMax: major(c.feeMax), slots: text(c.slots),
    countries: c.audience.countries, ageBands: c.audience.ageBands, genders: c.audience.genders,
    niches: c.niches, platforms: c.platforms, followerBand: c.followerBand ?? '',
    deliverables: c.deliverables.length
      ? c.deliverables.map((d) => ({ platform: d.platform, type: d.type, quantity: String(d.quantity), dueDays: String(d.dueDays), rights: d.rights.map(rightRow) }))
      : [emptyDeliverable(c.audience.countries)],
    startDate: c.startDate ?? '', endDate: c.endDate ?? '', maxRevisions: String(c.maxRevisions), landingUrl: c.landingUrl, whatsappNumber: c.whatsappNumber,
  };
}

/**
 * A new campaign's answers from an earlier one's brief (a partner's "A copy of …", issue 25): everything but its
 * title and its dates, which belong to the new campaign (an old timeline would be in the past).
 */
export const formFromCopy = (c: CampaignView | CampaignBrief): CampaignFormValues => ({ ...formFromCampaign(c), title: '', startDate: '', endDate: '' });
