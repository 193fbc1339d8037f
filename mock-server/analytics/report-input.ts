import type { Request } from 'express';
import { z } from 'zod';
import type { Contract } from '../../src/domain/campaign-types.ts';
import { METRIC_FIELDS, type MetricFigures } from '../../src/domain/metrics-types.ts';
import type { ServerContext } from '../context.ts';
import { deliverablesOf } from '../delivery/deliverables.ts';
import { HttpError, parse, type FieldErrors } from '../http.ts';
import { imageKind, type ImageKind } from '../images.ts';
import { addError } from '../uploads.ts';
import { eatDay } from './series.ts';

export const NOT_AN_IMAGE = 'The screenshot must be a PNG, JPEG or WebP image.';
export const NO_SCREENSHOT = 'Add a screenshot of the post’s statistics as evidence.';
const MAX_FIGURE = 1_000_000_000_000;

/** Multipart fields arrive as text: a whole number of 0 or more, written with digits only. */
const count = (label: string) => z.string({ error: `Enter ${label} as a whole number.` }).trim()
  .regex(/^\d{1,13}$/, `Enter ${label} as a whole number, 0 or more.`).transform(Number)
  .refine((n) => n <= MAX_FIGURE, `${label[0]!.toUpperCase()}${label.slice(1)} is too large.`);
const day = (label: string) => z.string({ error: `Enter the ${label} as a date.` }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, `Enter the ${label} as YYYY-MM-DD.`)
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), `The ${label} is not a real date.`);

const figures = Object.fromEntries(METRIC_FIELDS.map((f) => [f, count(f)])) as Record<keyof MetricFigures, ReturnType<typeof count>>;
export const reportBody = z.object({
  ...figures,
  // Not every post has views (a photo): left out or empty, it is 0.
  views: z.preprocess((v) => (v === undefined || v === '' ? '0' : v), count('views')),
  periodStart: day('first day'),
  periodEnd: day('last day'),
  deliverableId: z.string({ error: 'Choose the deliverable.' }).trim().max(100, 'Choose the deliverable.').optional().transform((v) => v || null),
}).superRefine((v, issue) => {
  if (v.reach > v.impressions) issue.addIssue({ code: 'custom', path: ['reach'], message: 'Reach counts each person once, so it cannot be more than impressions.' });
  if (v.periodStart > v.periodEnd) issue.addIssue({ code: 'custom', path: ['periodEnd'], message: 'The last day cannot be before the first day.' });
});
export type ReportInput = z.infer<typeof reportBody> & { kind: ImageKind; data: Buffer };

/** The figures, period and screenshot (checked by its content), 422 with a message per field; the period and deliverable are checked against the contract once the figures read well. */
export async function readReport(ctx: ServerContext, req: Request, contract: Contract): Promise<ReportInput> {
  const errors: FieldErrors = {};
  let body: z.infer<typeof reportBody> | null = null;
  try {
    body = parse(reportBody, req.body ?? {});
  } catch (error) {
    if (!(error instanceof HttpError) || !error.errors) throw error;
    Object.assign(errors, error.errors);
  }
  const file = (req.files as Record<string, Express.Multer.File[]> | undefined)?.screenshot?.[0];
  const kind = file && file.size > 0 ? imageKind(file.buffer) : null;
  if (!file) addError(errors, 'screenshot', NO_SCREENSHOT);
  else if (!kind) addError(errors, 'screenshot', NOT_AN_IMAGE);
  if (body) {
    const today = eatDay(ctx.clock.now());
    if (body.periodEnd > today) addError(errors, 'periodEnd', 'The last day cannot be in the future.');
    if (body.periodStart < eatDay(Date.parse(contract.createdAt))) addError(errors, 'periodStart', 'The first day cannot be before the contract began.');
    const deliverable = body.deliverableId ? (await deliverablesOf(ctx, contract.id)).find((d) => d.id === body.deliverableId) : null;
    if (body.deliverableId && !deliverable) addError(errors, 'deliverableId', 'This is not a deliverable of this contract.');
  }
  if (!body || !kind || !file || Object.keys(errors).length > 0) throw new HttpError(422, 'Some fields need attention.', errors);
  return { ...body, kind, data: file.buffer };
}
