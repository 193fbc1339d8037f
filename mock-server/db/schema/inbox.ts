import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { isoTime } from './columns.ts';

/**
 * What visitors send without an account: survey answers, contact messages and job applications (spec §3, §7).
 * `seq` orders records stored in the same millisecond: the admin lists show the last stored first.
 */
const seq = () => bigserial({ mode: 'number' }).notNull();
export const surveys = pgTable('surveys', {
  id: text().primaryKey(),
  industrySector: text('industry_sector').notNull(),
  emailAddress: text('email_address').notNull(),
  companyName: text('company_name').notNull().default(''),
  /** Every answer as it was validated (the record the admin reads back). */
  answers: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: isoTime('created_at').notNull(),
  seq: seq(),
}, (t) => [index('surveys_created').on(t.createdAt, t.seq), index('surveys_industry_created').on(t.industrySector, t.createdAt, t.seq)]);

export const contacts = pgTable('contacts', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull(),
  subject: text().notNull(),
  message: text().notNull(),
  createdAt: isoTime('created_at').notNull(),
  seq: seq(),
}, (t) => [index('contacts_created').on(t.createdAt, t.seq)]);

export const jobApplications = pgTable('job_applications', {
  id: text().primaryKey(),
  role: text().notNull(),
  /** The whole application as validated, files included (their generated names never leave the server). */
  record: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: isoTime('created_at').notNull(),
  seq: seq(),
}, (t) => [index('job_applications_created').on(t.createdAt, t.seq), index('job_applications_role_created').on(t.role, t.createdAt, t.seq)]);
