import { Router } from 'express';
import { z, type ZodRawShape } from 'zod';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route, type FieldErrors } from '../http.ts';
import { jobApplications } from '../db/schema/index.ts';
import { jobRoles } from '../job-roles.ts';
import { limitPublicWrites } from '../rate-limits.ts';
import { addError, checkFile, isPdf, multipart, storeFiles, type FileKind, type StoredFile } from '../uploads.ts';

export const EXCLUSIVE = 'Upload files (pdf, md, txt) or provide a URL, not both';
const FILES = [
  { name: 'resume', maxCount: 1 },
  { name: 'portfolioFile[]', maxCount: 5 },
] as const;

// Multipart sends every field as text, and an empty box as '': blank means "not given".
const blank = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
const required = (label: string, max: number) =>
  z.string({ error: `${label} is required.` }).trim().min(1, `${label} is required.`).max(max, `Keep ${label} under ${max} characters.`);
const optionalText = (max: number) => z.preprocess(blank, z.string({ error: 'Send text.' }).trim().max(max, `Keep this under ${max} characters.`).optional());
const url = z.preprocess(blank, z.url({ protocol: /^https?$/, error: 'Enter a full web address starting with https://' }).optional());
const count = z.preprocess(
  blank,
  z.coerce.number({ error: 'Enter a number.' }).int('Enter a whole number.').min(0, 'Enter 0 or more.').max(100, 'Enter 100 or less.').optional(),
);
const choice = <T extends string>(values: readonly [T, ...T[]]) =>
  z.preprocess(blank, z.enum(values, { error: `Choose one of: ${values.join(', ')}.` }).optional());

/** Spec §3 and §5: the common fields, then each role's own. */
export const common = z.object({
  fullName: required('Full Name', 200),
  email: required('Email Address', 254).pipe(z.email({ error: 'Enter a valid email address.' })),
  phone: required('Phone Number', 30).regex(/^\+?[0-9][0-9 ()-]{5,19}$/, 'Enter a phone number: digits, spaces and an optional leading +.'),
  whyJoin: required('Why you want to join', 5000),
  location: optionalText(200),
  portfolioUrl: url,
});
const byRole: Record<string, ZodRawShape> = {
  'product-manager': { yearsProductManagement: count, productDescription: optionalText(5000), linkedin: url },
  'assistant-fullstack-developer': { github: url, yearsLaravel: count, yearsReact: count, paymentIntegration: choice(['yes', 'no']) },
  'strategic-advisor': { yearsAdvisory: count, startupsScaled: count, investorNetworkSize: choice(['1-10', '11-50', '51-100', '100+']), linkedin: url },
};

/** Field errors of a parse, without throwing, so they can join the file errors in one answer. */
function fieldErrors(schema: z.ZodType, body: unknown): [Record<string, unknown>, FieldErrors] {
  try {
    return [parse(schema, body) as Record<string, unknown>, {}];
  } catch (error) {
    if (error instanceof HttpError && error.errors) return [{}, error.errors];
    throw error;
  }
}

/** POST {recruitment prefix}/recruitment: a job application with its resume and optional portfolio (spec §7). */
export function recruitmentRoutes(ctx: ServerContext): Router {
  const r = Router();
  r.post(
    '/recruitment',
    multipart(FILES),
    limitPublicWrites(ctx, 'recruitment'),
    route(async (req, res) => {
      const body = (req.body ?? {}) as Record<string, unknown>;
      const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
      const role = jobRoles(ctx).find((r) => r.id === body.role);
      const [fields, errors] = fieldErrors(common.extend(byRole[role?.id ?? ''] ?? {}), body);
      if (!role) addError(errors, 'role', 'Choose one of the listed roles.');

      const accepted: Array<{ file: Express.Multer.File; kind: FileKind }> = [];
      const resume = files.resume?.[0];
      // The resume is judged by its content alone: whatever its name, it must be a PDF.
      if (!resume) addError(errors, 'resume', 'A resume (PDF) is required.');
      else if (resume.size === 0 || !isPdf(resume.buffer)) addError(errors, 'resume', 'The resume must be a PDF file.');
      else accepted.push({ file: resume, kind: 'pdf' });

      const portfolio = files['portfolioFile[]'] ?? [];
      for (const file of portfolio) {
        const kind = checkFile(file, ['pdf', 'md', 'txt']);
        if (kind) accepted.push({ file, kind });
        else addError(errors, 'portfolioFile', `${file.originalname}: portfolio files must be pdf, md or txt, and their content must match.`);
      }
      if (portfolio.length > 0 && typeof body.portfolioUrl === 'string' && body.portfolioUrl.trim() !== '') {
        addError(errors, 'portfolioUrl', EXCLUSIVE);
      }
      if (Object.keys(errors).length > 0) throw new HttpError(422, 'Some fields need attention.', errors);

      const [resumeFile, ...portfolioFiles] = await storeFiles(ctx, accepted);
      const record = {
        id: ctx.random.id(),
        role: role!.id,
        roleTitle: role!.title,
        ...fields,
        resume: resumeFile as StoredFile,
        portfolioFiles,
        createdAt: new Date(ctx.clock.now()).toISOString(),
      };
      await ctx.db.insert(jobApplications).values({ id: record.id, role: record.role, record, createdAt: record.createdAt });
      // The generated names stay on the server.
      const hide = ({ originalName, size, type }: StoredFile) => ({ originalName, size, type });
      res.status(201).json({ ...record, resume: hide(record.resume), portfolioFiles: portfolioFiles.map(hide) });
    }),
  );
  return r;
}
