/**
 * One definition per wire type (docs/decisions/0016-wire-types.md): the signed-in user, profiles, sign-in codes,
 * the contact form and the survey. The shared type, the app's valibot schema and the local API's zod schema or
 * answer are held equal here; `npm run typecheck` checks this file.
 */
import type * as v from 'valibot';
import type { z } from 'zod';
import { expectTypeOf } from 'vitest';
import type { ContactValues } from '../../machines/flows/contactFormMachine.ts';
import type { SurveyAnswers } from '../../machines/flows/surveyFormMachine.ts';
import type { User, UserPlan } from '../../src/domain/user-types.ts';
import type { AccountSchema, ContactRowSchema, SurveyRowSchema } from '../../src/api/admin.ts';
import type { WithUser } from '../../src/api/account.ts';
import type { DeletionBody, DeletionStatusSchema } from '../../src/api/account-deletion.ts';
import type { CodeRequest, CodeSentSchema, MeSchema, PlanSchema, SessionSchema, UserSchema, verifyCode } from '../../src/api/auth.ts';
import type { ContactRecordSchema } from '../../src/api/contact.ts';
import type { StoredSurveySchema } from '../../src/api/survey.ts';
import type { ProfileSchema } from '../../src/api/my-profile.ts';
import type { ProfilePatch, Saved } from '../../src/api/profiles.ts';
import type { ApplicationSchema as JobApplicationSchema, RoleSchema } from '../../src/api/recruitment.ts';
import type { PlanInForce } from '../../src/domain/plans.ts';
import type { deleteBody, DELETE_CONFIRMATION } from '../../mock-server/routes/account.ts';
import type { FinalPayoutTarget, HeldMoney } from '../../mock-server/money/leaving-money.ts';
import type { JobRole } from '../../mock-server/job-roles.ts';
import type { codeRequest, verifyRequest } from '../../mock-server/routes/auth.ts';
import type { contactBody, ContactRecord } from '../../mock-server/routes/contact.ts';
import type { profileBody, profilePatch } from '../../mock-server/routes/profiles.ts';
import type { surveySchema, SurveyRecord } from '../../mock-server/routes/survey.ts';
import type { trialBody } from '../../mock-server/routes/account.ts';
import type { userWithPlan } from '../../mock-server/sessions.ts';

/** An intersection written out as one object, as a schema infers it. */
type Flat<T> = { [K in keyof T]: T[K] };

// User/account: the API always sends every field of the shared User; the app reads exactly that.
expectTypeOf<v.InferOutput<typeof UserSchema>>().toEqualTypeOf<User>();
// The API sends the plan in force with every user it answers (never null there; the app's type allows an old answer).
expectTypeOf<Awaited<ReturnType<typeof userWithPlan>>>().toEqualTypeOf<Flat<Omit<Required<User>, 'plan'> & { plan: UserPlan }>>();
type AccountRow = v.InferOutput<typeof AccountSchema>;
expectTypeOf<AccountRow>().toEqualTypeOf<Flat<Omit<User, 'id'> & { id: string; createdAt: string; trialState: 'active' | 'ended' | 'none' }>>();
expectTypeOf<z.output<typeof trialBody>>().toEqualTypeOf<{ plan: string }>();

// Sign-in codes.
expectTypeOf<z.input<typeof codeRequest>>().toEqualTypeOf<CodeRequest>();
expectTypeOf<z.input<typeof verifyRequest>>().toEqualTypeOf<Flat<Parameters<typeof verifyCode>[0]>>();

// Profile: what onboarding saves is what the profile pages read back (the role goes on the account).
type SavedFields = Omit<z.output<typeof profileBody>, 'role'>;
expectTypeOf<Pick<v.InferOutput<typeof ProfileSchema>, keyof SavedFields>>().toEqualTypeOf<SavedFields>();

// Contact message: the form's values are the body; the stored message is the answer, in the inbox too.
expectTypeOf<z.input<typeof contactBody>>().toEqualTypeOf<ContactValues>();
expectTypeOf<v.InferOutput<typeof ContactRecordSchema>>().toEqualTypeOf<ContactRecord>();
expectTypeOf<v.InferOutput<typeof ContactRowSchema>>().toEqualTypeOf<ContactRecord>();

// Survey: every answer is text or a list of choices; the stored record answers the submission and fills the inbox.
expectTypeOf<Required<z.input<typeof surveySchema>>>().toExtend<SurveyAnswers>();
expectTypeOf<v.InferOutput<typeof StoredSurveySchema>>().toEqualTypeOf<Pick<SurveyRecord, 'id' | 'createdAt'>>();
type SurveyRow = v.InferOutput<typeof SurveyRowSchema>;
expectTypeOf<SurveyRow>().toEqualTypeOf<Pick<SurveyRecord, keyof SurveyRow>>();

// The answers that carry the user: signing in (with the token), reading oneself, restoring, saving a profile.
type UserView = v.InferOutput<typeof UserSchema>;
expectTypeOf<v.InferOutput<typeof PlanSchema>>().toEqualTypeOf<PlanInForce>();
expectTypeOf<v.InferOutput<typeof SessionSchema>>().toEqualTypeOf<{ user: UserView; token: string }>();
expectTypeOf<v.InferOutput<typeof MeSchema>>().toEqualTypeOf<{ user: UserView }>();
expectTypeOf<v.InferOutput<typeof WithUser>>().toEqualTypeOf<{ user: UserView }>();
expectTypeOf<v.InferOutput<typeof CodeSentSchema>>().toEqualTypeOf<{ message: string; resendInSeconds: number }>();
expectTypeOf<v.InferOutput<typeof Saved>>().toEqualTypeOf<{ user: UserView; profile: v.InferOutput<typeof ProfileSchema> }>();

// Editing a profile: the app sends some of the fields onboarding saved; the API takes exactly those, each optional.
// (The API checks marketing goals against the list and keeps them as the strings a profile holds, as for profileBody.)
expectTypeOf<z.output<typeof profilePatch>>().toEqualTypeOf<ProfilePatch>();
expectTypeOf<z.output<typeof profilePatch>>().toEqualTypeOf<Partial<SavedFields>>();

// Deleting an account: the typed word (checked by value) and whether to pay out what is held first; the status
// says what is held and where a final payout would go.
expectTypeOf<z.input<typeof deleteBody>>().toEqualTypeOf<{ confirmation: typeof DELETE_CONFIRMATION; finalPayout?: boolean | undefined }>();
expectTypeOf<DeletionBody>().toEqualTypeOf<{ confirmation: string; finalPayout?: boolean }>();
expectTypeOf<v.InferOutput<typeof DeletionStatusSchema>>().toEqualTypeOf<{
  scheduled: boolean; deleteAt: string | null; held: HeldMoney[]; finalPayout: FinalPayoutTarget | null;
}>();

// Recruitment: a role (the API reads its id and title; the seed holds the rest) and the stored application.
type Role = v.InferOutput<typeof RoleSchema>;
expectTypeOf<Pick<Role, keyof JobRole>>().toEqualTypeOf<JobRole>();
expectTypeOf<Omit<Role, keyof JobRole>>().toEqualTypeOf<{ engagement: string; open: boolean; responsibilities: string[]; requirements: string[] }>();
expectTypeOf<v.InferOutput<typeof JobApplicationSchema>>().toEqualTypeOf<{ id: string; role: string; createdAt: string }>();
