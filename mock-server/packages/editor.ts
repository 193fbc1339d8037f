import { and, eq, isNull, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CURRENCIES, DELIVERABLE_TYPES } from '../../src/domain/campaign-types.ts';
import { PLATFORMS } from '../../src/domain/catalog.ts';
import type { CreatorPackage } from '../../src/domain/creator-page.ts';
import { PACKAGE_LIMITS as L } from '../../src/domain/package-rules.ts';
import { USAGE_KINDS, USAGE_LIMITS, USAGE_UNITS } from '../../src/domain/usage-rights.ts';
import type { ServerContext } from '../context.ts';
import { creatorPackages } from '../db/schema/index.ts';
import { HttpError, parse } from '../http.ts';
import { packagesOf, toPackage } from '../people/creator-page.ts';
import { creatorById } from '../people/creators.ts';
import type { Account } from '../types.ts';
import { NO_PACKAGE } from './purchase.ts';

/**
 * A creator's own packages (issue 24; docs/decisions/0019-trust.md, fifth slice): create, edit, withdraw. A bought
 * package's contract keeps the terms copied into it at purchase (contract_terms), so an edit changes only what later
 * buyers get. A withdrawn package stays as a row (withdrawn_at): it is no longer listed, priced in the directory
 * (directory_refresh, migration 0017_past_work) or bought (409).
 */
const whole = (what: string) => z.int({ error: `Enter ${what} as a whole number.` });
const rightBody = z.object({
  use: z.enum(USAGE_KINDS, { error: 'Choose where the brand may use it.' }),
  duration: whole('how long').min(1, 'A right lasts at least 1 day or month.'),
  unit: z.enum(USAGE_UNITS, { error: 'Choose days or months.' }),
  countries: z.array(z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, 'Use two-letter country codes, e.g. KE.'))
    .min(1, 'Name at least one country.').max(L.countries, `Name up to ${L.countries} countries.`).transform((c) => [...new Set(c)]),
  price: whole('the right’s price').min(0, 'A right’s price is 0 or more.'),
}).strict().refine((r) => r.duration <= USAGE_LIMITS[r.unit], { path: ['duration'], message: `A right lasts up to ${USAGE_LIMITS.days} days or ${USAGE_LIMITS.months} months.` });

const lineBody = z.object({
  platform: z.enum(PLATFORMS, { error: 'Choose a platform.' }),
  type: z.enum(DELIVERABLE_TYPES, { error: 'Choose what to post.' }),
  quantity: whole('how many').min(1, 'Post at least 1.').max(L.quantity, `Post up to ${L.quantity}.`),
  rights: z.array(rightBody).max(L.rightsPerLine, `Add up to ${L.rightsPerLine} usage rights per line.`),
}).strict();

export const packageBody = z.object({
  title: z.string({ error: 'Give the package a title.' }).trim().min(L.title.min, `Use at least ${L.title.min} characters for the title.`).max(L.title.max, `Keep the title to ${L.title.max} characters or fewer.`),
  description: z.string({ error: 'Describe what the brand gets.' }).trim().min(L.description.min, `Use at least ${L.description.min} characters to describe it.`).max(L.description.max, `Keep the description to ${L.description.max} characters or fewer.`),
  price: whole('the price').min(1, 'Enter a price greater than zero.').max(1_000_000_000, 'Enter a smaller price.'),
  currency: z.enum(CURRENCIES, { error: 'Choose KES or USD.' }),
  deliveryDays: whole('the days to deliver').min(L.deliveryDays.min, `Deliver in ${L.deliveryDays.min} to ${L.deliveryDays.max} days.`).max(L.deliveryDays.max, `Deliver in ${L.deliveryDays.min} to ${L.deliveryDays.max} days.`),
  deliverables: z.array(lineBody, { error: 'Add what the brand gets.' }).min(1, 'Add at least one line: what you will post.').max(L.lines, `Add up to ${L.lines} lines.`),
}).strict().refine((p) => p.deliverables.flatMap((d) => d.rights).reduce((sum, r) => sum + r.price, 0) <= p.price, {
  path: ['price'], message: 'The usage rights’ prices are part of the package’s price: it must be at least their sum.',
});
export type PackageBody = z.infer<typeof packageBody>;

type Row = typeof creatorPackages.$inferSelect;

const platformsOf = (body: PackageBody) => [...new Set(body.deliverables.map((d) => d.platform))];

/** Publishing is for verified creators, as only their page and packages are public. */
export async function isVerified(ctx: ServerContext, creator: Account): Promise<boolean> {
  return (await creatorById(ctx, creator.id))?.verification?.status === 'verified';
}
async function assertVerified(ctx: ServerContext, creator: Account): Promise<void> {
  if (!(await isVerified(ctx, creator))) throw new HttpError(409, 'Packages are published once your figures are verified. Submit them under Verification.');
}

/** The creator's package, locked; another creator's or an unknown one does not exist for them (404). */
async function ownPackage(ctx: ServerContext, creator: Account, id: string): Promise<Row> {
  const [row] = await ctx.db.select().from(creatorPackages).where(and(eq(creatorPackages.id, id), eq(creatorPackages.creatorId, creator.id))).for('update');
  if (!row) throw new HttpError(404, NO_PACKAGE);
  if (row.withdrawnAt) throw new HttpError(409, 'This package is withdrawn: it can no longer be changed.');
  return row;
}

/** The creator's packages on sale, as their page lists them. */
export const myPackages = (ctx: ServerContext, creator: Account) => packagesOf(ctx, creator.id);

export async function createPackage(ctx: ServerContext, creator: Account, input: unknown): Promise<CreatorPackage> {
  const body = parse(packageBody, input);
  await assertVerified(ctx, creator);
  // The creator's packages are counted under their account's row lock, so two creates at once cannot pass the limit.
  await ctx.db.execute(sql`select 1 from accounts where id = ${creator.id} for update`);
  const [{ n }] = (await ctx.db.select({ n: sql<number>`count(*)::int` }).from(creatorPackages)
    .where(and(eq(creatorPackages.creatorId, creator.id), isNull(creatorPackages.withdrawnAt)))) as [{ n: number }];
  if (n >= L.active) throw new HttpError(409, `You can offer up to ${L.active} packages at a time: withdraw one first.`);
  const [row] = await ctx.db.insert(creatorPackages).values({
    id: ctx.random.id(), creatorId: creator.id, ...body, platforms: platformsOf(body), createdAt: new Date(ctx.clock.now()).toISOString(),
  }).returning();
  return toPackage(row!);
}

export async function updatePackage(ctx: ServerContext, creator: Account, id: string, input: unknown): Promise<CreatorPackage> {
  const body = parse(packageBody, input);
  await ownPackage(ctx, creator, id);
  await assertVerified(ctx, creator);
  const [row] = await ctx.db.update(creatorPackages)
    .set({ ...body, platforms: platformsOf(body), updatedAt: new Date(ctx.clock.now()).toISOString(), version: sql`${creatorPackages.version} + 1` })
    .where(eq(creatorPackages.id, id)).returning();
  return toPackage(row!);
}

export async function withdrawPackage(ctx: ServerContext, creator: Account, id: string): Promise<CreatorPackage> {
  await ownPackage(ctx, creator, id);
  const [row] = await ctx.db.update(creatorPackages).set({ withdrawnAt: new Date(ctx.clock.now()).toISOString() }).where(eq(creatorPackages.id, id)).returning();
  return toPackage(row!);
}
