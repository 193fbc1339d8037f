import fs from 'node:fs/promises';
import path from 'node:path';
import { and, desc, eq, gt, isNull, lte, type SQLWrapper } from 'drizzle-orm';
import { Router } from 'express';
import { accounts, contacts, jobApplications, surveys } from '../db/schema/index.ts';
import { jsonText, selectPage, textMatch } from '../db/paging.ts';
import { INDUSTRY_SLUGS } from '../../src/domain/catalog.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { oneOf, pagingQuery } from '../paging.ts';
import { jobRoles } from '../job-roles.ts';
import { toAccount } from '../people/rows.ts';
import { publicUser } from '../sessions.ts';
import { ROLES, type Account } from '../types.ts';
import { uploadsDir, type StoredFile } from '../uploads.ts';
import type { ContactRecord } from './contact.ts';
import type { SurveyRecord } from './survey.ts';

/**
 * The survey's choice questions, by SurveyRecord field. Only the field names live here: the choice lists
 * are the app's copy (src/content/survey.ts), which mock-server must not import (docs/decisions/0001),
 * so the stats count whatever values were stored and the app labels them.
 */
const SINGLE = ['industrySector', 'marketingResultsImportance', 'toolValue', 'aiFamiliarity', 'sautiInterest', 'earlyAccessOffer'] as const;
const MULTI = ['marketingGoals', 'marketingActivities', 'socialMediaHesitation', 'supportGuidance'] as const;
const SURVEY_TEXT = ['emailAddress', 'companyName', 'location', 'biggestChallenge', 'aiConcerns', 'marketingGoalsOther', 'marketingActivitiesOther', 'socialMediaHesitationOther', 'supportGuidanceOther'] as const;

type ApplicationRecord = Record<string, unknown> & { id: string; role: string; createdAt: string; resume: StoredFile; portfolioFiles: StoredFile[] };
type TrialState = 'active' | 'ended' | 'none';

export const surveyQuery = pagingQuery.extend({ industrySector: oneOf('industrySector', INDUSTRY_SLUGS) });
/** `?role=` is one of the roles the data holds (job-roles.ts), so the schema is made per request. */
export const applicationsQuery = (roleIds: readonly string[]) => pagingQuery.extend({ role: oneOf('role', roleIds) });
export const accountQuery = pagingQuery.extend({ role: oneOf('role', [...ROLES, 'none']), trial: oneOf('trial', ['active', 'ended', 'none'] as const) });
const BAD_QUERY = 'Some filters are not valid.';

/** Index 0 is the resume, 1.. the portfolio files, in the order they were sent. */
const filesOf = (a: ApplicationRecord) => [a.resume, ...(a.portfolioFiles ?? [])];

/** Generated disk names never leave the server: files are addressed by application id and index. */
function publicApplication(application: ApplicationRecord) {
  const { resume: _resume, portfolioFiles: _portfolio, ...rest } = application;
  const files = filesOf(application).map(({ originalName, size, type }, index) => ({
    index, kind: index === 0 ? 'resume' : 'portfolio', originalName, size, type,
  }));
  return { ...rest, files };
}

/** A quoted ASCII fallback for old clients plus the exact name as RFC 5987 UTF-8, so no header injection or mojibake. */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Counts per stored value, over the given responses; a multi-choice answer counts each value once. */
function surveyStats(surveys: readonly SurveyRecord[]) {
  const questions = [...SINGLE.map((name) => ({ name, kind: 'single' as const })), ...MULTI.map((name) => ({ name, kind: 'multi' as const }))];
  return questions.map(({ name, kind }) => {
    const counts = new Map<string, number>();
    let answered = 0;
    for (const survey of surveys) {
      const raw: unknown = survey[name];
      const values = new Set((Array.isArray(raw) ? raw : [raw]).filter((v): v is string => typeof v === 'string' && v !== ''));
      if (values.size > 0) answered++;
      for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    const sorted = [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([value, count]) => ({ value, count }));
    return { name, kind, answered, counts: sorted };
  });
}

/** The admin inbox (signed-in area issue): every list, the survey stats and application files; under /admin (admin-api.ts). */
export function adminInboxRoutes(ctx: ServerContext): Router {
  const r = Router();

  const trialState = (a: Account): TrialState => (!a.trial ? 'none' : Date.parse(a.trial.endsAt) > ctx.clock.now() ? 'active' : 'ended');
  const newest = <T extends { createdAt: SQLWrapper; seq: SQLWrapper }>(t: T) => [desc(t.createdAt), desc(t.seq)];
  const surveyFilter = (query: unknown) => {
    const { q, industrySector, ...paging } = parse(surveyQuery, query, BAD_QUERY);
    const where = and(industrySector ? eq(surveys.industrySector, industrySector) : undefined, textMatch(q, SURVEY_TEXT.map((f) => jsonText(surveys.answers, f))));
    return { where, paging };
  };

  r.get('/surveys', route(async (req, res) => {
    const { where, paging } = surveyFilter(req.query);
    const page = await selectPage(ctx.db, surveys, where, newest(surveys), paging);
    res.json({ ...page, items: page.items.map((s) => s.answers) });
  }));

  r.get('/surveys/stats', route(async (req, res) => {
    const { where } = surveyFilter(req.query);
    const items = (await ctx.db.select({ answers: surveys.answers }).from(surveys).where(where)).map((s) => s.answers as SurveyRecord);
    res.json({ total: items.length, questions: surveyStats(items) });
  }));

  r.get('/contacts', route(async (req, res) => {
    const { q, ...paging } = parse(pagingQuery, req.query, BAD_QUERY);
    const page = await selectPage(ctx.db, contacts, textMatch(q, [contacts.name, contacts.email, contacts.subject, contacts.message]), newest(contacts), paging);
    res.json({ ...page, items: page.items.map(({ seq: _seq, ...contact }): ContactRecord => contact) });
  }));

  r.get('/applications', route(async (req, res) => {
    // Roles are data (the seed's `roles`, job-roles.ts), not a list in the code.
    const roleIds = jobRoles(ctx).map((role) => role.id);
    const { q, role, ...paging } = parse(applicationsQuery(roleIds), req.query, BAD_QUERY);
    const where = and(role ? eq(jobApplications.role, role) : undefined, textMatch(q, ['fullName', 'email', 'roleTitle', 'location', 'whyJoin'].map((f) => jsonText(jobApplications.record, f))));
    const page = await selectPage(ctx.db, jobApplications, where, newest(jobApplications), paging);
    res.json({ ...page, items: page.items.map((a) => publicApplication(a.record as ApplicationRecord)) });
  }));

  r.get('/applications/:id/files/:index', route(async (req, res) => {
    const [row] = await ctx.db.select({ record: jobApplications.record }).from(jobApplications).where(eq(jobApplications.id, String(req.params.id)));
    const application = row?.record as ApplicationRecord | undefined;
    const index = /^\d{1,3}$/.test(String(req.params.index)) ? Number(req.params.index) : -1;
    const file = application ? filesOf(application)[index] : undefined;
    if (!file) throw new HttpError(404, 'There is no such file.');
    // basename: a tampered data file still cannot point outside the uploads folder.
    const data = await fs.readFile(path.join(uploadsDir(ctx), path.basename(file.storedName))).catch(() => null);
    if (!data) throw new HttpError(404, 'There is no such file.');
    res.set({
      'Content-Type': file.type,
      'Content-Disposition': attachmentHeader(file.originalName),
      'X-Content-Type-Options': 'nosniff',
      // Applicants' files are personal data: never cached, and inert even if opened in a tab.
      'Cache-Control': 'private, no-store',
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
    res.send(data);
  }));

  r.get('/accounts', route(async (req, res) => {
    const { q, role, trial, ...paging } = parse(accountQuery, req.query, BAD_QUERY);
    const now = new Date(ctx.clock.now()).toISOString();
    const trialWhere = { none: isNull(accounts.trialEndsAt), active: gt(accounts.trialEndsAt, now), ended: lte(accounts.trialEndsAt, now) };
    const where = and(
      role ? (role === 'none' ? isNull(accounts.role) : eq(accounts.role, role)) : undefined,
      trial ? trialWhere[trial] : undefined,
      textMatch(q, [accounts.email, accounts.name]),
    );
    const page = await selectPage(ctx.db, accounts, where, newest(accounts), paging);
    res.json({ ...page, items: page.items.map(toAccount).map((a) => ({ ...publicUser(a), createdAt: a.createdAt, trialState: trialState(a) })) });
  }));

  return r;
}
