import * as v from 'valibot';
import type { ApplicationFiles, ApplicationSubmission, ApplicationValues, FieldErrors } from '../../machines/flows/recruitmentMachine.ts';
import {
  applicationErrors as msg,
  commonFields,
  fileLabels,
  portfolioUrlField,
  roleFields,
  whyJoinField,
  type FieldDef,
} from '../content/recruitment.ts';
import { isHttpUrl } from '../domain/urls.ts';

export const MAX_FILE_BYTES = 5 * 1024 * 1024;
export const MAX_PORTFOLIO_FILES = 5;
const MAX_TEXT = 5000;
const PORTFOLIO_TYPES = /\.(pdf|md|txt)$/i;

/** The text fields a role's form shows, in order: common ones, the role's own, then why-join. */
export const fieldsFor = (roleId: string): FieldDef[] => [...commonFields, ...(roleFields[roleId] ?? []), whyJoinField];

const allFields = [...commonFields, ...Object.values(roleFields).flat(), whyJoinField, portfolioUrlField];
/** A field's label for messages; server keys that are not fields (e.g. `body`) read as themselves. */
export const labelFor = (name: string): string =>
  fileLabels[name as keyof typeof fileLabels] ?? allFields.find((f) => f.name === name)?.label ?? name;

const optional = (test: (s: string) => boolean) => (s: string) => s === '' || test(s);

function textSchema(def: FieldDef) {
  const checks = {
    email: v.email(msg.email),
    tel: v.regex(/^\+?[0-9][0-9 ()-]{5,19}$/, msg.phone),
    url: v.check(optional(isHttpUrl), msg.url),
    number: v.check(optional((s) => /^\d{1,3}$/.test(s)), msg.minZero),
    select: v.check(optional((s) => def.options?.includes(s) ?? false), msg.required(def.label)),
    radio: v.check(optional((s) => def.options?.includes(s) ?? false), msg.required(def.label)),
    text: v.check((s: string) => s.length <= 200, msg.tooLong),
    textarea: v.check((s: string) => s.length <= MAX_TEXT, msg.tooLong),
  };
  const base = v.pipe(v.optional(v.string(), ''), v.trim(), v.maxLength(MAX_TEXT, msg.tooLong));
  return def.required ? v.pipe(base, v.nonEmpty(msg.required(def.label)), checks[def.kind]) : v.pipe(base, checks[def.kind]);
}

const small = (files: File[]) => files.every((f) => f.size <= MAX_FILE_BYTES);
const FilesSchema = v.object({
  resume: v.pipe(
    v.optional(v.array(v.instance(File)), []),
    v.minLength(1, msg.required('Resume')),
    // Only the name can be checked here; the local API reads the content (spec §5 "Resume accepts pdf only").
    v.check((files) => files.every((f) => /\.pdf$/i.test(f.name)), msg.resumePdf),
    v.check(small, msg.fileSize),
  ),
  portfolioFile: v.pipe(
    v.optional(v.array(v.instance(File)), []),
    v.maxLength(MAX_PORTFOLIO_FILES, msg.portfolioCount),
    v.check((files) => files.every((f) => PORTFOLIO_TYPES.test(f.name)), msg.portfolioTypes),
    v.check(small, msg.fileSize),
  ),
});

const flat = (issues: [v.BaseIssue<unknown>, ...v.BaseIssue<unknown>[]]): FieldErrors => (v.flatten(issues).nested ?? {}) as FieldErrors;

/** Spec §5 in the browser: required fields, email and phone, URLs, years from 0, file types, and upload-or-URL. */
export function validateApplication(roleId: string, values: ApplicationValues, files: ApplicationFiles): FieldErrors {
  const fields = [...fieldsFor(roleId), portfolioUrlField];
  const schema = v.object(Object.fromEntries(fields.map((def) => [def.name, textSchema(def)])));
  const errors: FieldErrors = {};
  const text = v.safeParse(schema, values, { abortPipeEarly: true });
  if (!text.success) Object.assign(errors, flat(text.issues));
  const chosen = v.safeParse(FilesSchema, files, { abortPipeEarly: true });
  if (!chosen.success) Object.assign(errors, flat(chosen.issues));
  if ((files.portfolioFile?.length ?? 0) > 0 && (values.portfolioUrl ?? '').trim() !== '') {
    errors.portfolioUrl = [msg.exclusive];
  }
  return errors;
}

/** The multipart body of spec §7: the role's fields, `resume`, and `portfolioFile[]` if any, else the URL. */
export function toFormData({ role, values, files }: ApplicationSubmission): FormData {
  const body = new FormData();
  body.append('role', role.id);
  for (const def of fieldsFor(role.id)) body.append(def.name, (values[def.name] ?? '').trim());
  for (const file of files.resume ?? []) body.append('resume', file);
  const portfolio = files.portfolioFile ?? [];
  for (const file of portfolio) body.append('portfolioFile[]', file);
  if (portfolio.length === 0) body.append('portfolioUrl', (values.portfolioUrl ?? '').trim());
  return body;
}
