import { Router } from 'express';
import { z } from 'zod';
import { INDUSTRY_SLUGS, MARKETING_GOALS, MAX_NICHE_LENGTH, PLATFORMS, USERNAME_PATTERN, USERNAME_RULE } from '../../machines/catalog.ts';
import { ageOn, MAX_NICHES, MINIMUM_AGE } from '../../machines/onboardingTypes.ts';
import type { ServerContext } from '../context.ts';
import { HttpError, parse, route } from '../http.ts';
import { publicUser, requireUser } from '../sessions.ts';

const username = z.string({ error: 'Choose a username.' }).trim().regex(new RegExp(USERNAME_PATTERN), USERNAME_RULE);
const uniqueCaseless = (list: string[]) => list.filter((n, i) => list.findIndex((m) => m.toLowerCase() === n.toLowerCase()) === i);

const profileBody = z.object({
  fullName: z.string({ error: 'Please enter your full name.' }).trim().min(1, 'Please enter your full name.').max(100),
  username,
  dob: z.iso.date({ error: 'Enter your date of birth.' }),
  country: z.string({ error: 'Choose a country.' }).regex(/^[A-Z]{2}$/, 'Choose a country.'),
  role: z.enum(['brand', 'influencer'], { error: 'Choose brand or influencer.' }),
  socialMedia: z.object({ platform: z.enum(PLATFORMS), handle: z.string().trim().min(1, 'Enter your handle or profile URL.').max(200) }).nullable().default(null),
  niches: z.array(z.string().trim().min(1).max(MAX_NICHE_LENGTH)).transform(uniqueCaseless).pipe(z.array(z.string()).max(MAX_NICHES, `Choose up to ${MAX_NICHES} niches.`)).default([]),
  companyName: z.string().trim().max(120).default(''),
  industry: z.union([z.literal(''), z.enum(INDUSTRY_SLUGS as [string, ...string[]])], { error: 'Choose an industry from the list.' }).default(''),
  marketingGoals: z.array(z.enum(MARKETING_GOALS)).max(MARKETING_GOALS.length).transform((g) => [...new Set(g)]).default([]),
});
export type ProfileBody = z.infer<typeof profileBody>;

const today = (ctx: ServerContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10);

/** Onboarding profiles: create once (which sets the account's role), read your own, check a username. */
export function profilesRoutes(ctx: ServerContext): Router {
  const r = Router();
  const profiles = () => ctx.store.get('profiles');
  const taken = (name: string, exceptAccount?: string) =>
    profiles().some((p) => (p as { username: string }).username.toLowerCase() === name.toLowerCase() && (p as { accountId: string }).accountId !== exceptAccount).value();

  r.get('/profiles/username/:username', requireUser(ctx), route((req, res) => {
    const name = parse(z.object({ username }), req.params).username;
    res.json({ username: name, available: !taken(name, req.account!.id) });
  }));

  r.get('/profiles/me', requireUser(ctx), (req, res, next) => {
    const profile = profiles().find({ accountId: req.account!.id }).value();
    if (!profile) return next(new HttpError(404, 'You have not set up a profile yet.'));
    res.json({ profile });
  });

  r.post('/profiles', requireUser(ctx), route((req, res) => {
    const account = req.account!;
    if (account.role) throw new HttpError(409, 'You have already completed onboarding.');
    const body = parse(profileBody, req.body);
    if (ageOn(body.dob, today(ctx)) < MINIMUM_AGE) throw new HttpError(422, 'Some fields need attention.', { dob: [`You must be ${MINIMUM_AGE} or older to use Sauti.`] });
    if (taken(body.username, account.id)) throw new HttpError(409, 'That username is taken.', { username: ['That username is taken. Please choose another.'] });
    const profile = { id: ctx.random.id(), accountId: account.id, email: account.email, ...body, createdAt: new Date(ctx.clock.now()).toISOString() };
    // Check and write with no await in between, so two requests cannot both pass the checks.
    profiles().push(profile).value();
    const user = ctx.store.get('accounts').find({ id: account.id }).assign({ name: body.fullName, role: body.role }).value();
    ctx.store.write();
    res.status(201).json({ profile, user: publicUser(user) });
  }));

  return r;
}
