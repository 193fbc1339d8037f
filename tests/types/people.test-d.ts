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
import type { AccountRow, ContactRow, SurveyRow } from '../../src/api/admin.ts';
import type { CodeRequest, UserSchema, verifyCode } from '../../src/api/auth.ts';
import type { ContactRecord as ContactView } from '../../src/api/contact.ts';
import type { StoredSurvey } from '../../src/api/survey.ts';
import type { ProfileSchema } from '../../src/api/my-profile.ts';
import type { codeRequest, verifyRequest } from '../../mock-server/routes/auth.ts';
import type { contactBody, ContactRecord } from '../../mock-server/routes/contact.ts';
import type { profileBody } from '../../mock-server/routes/profiles.ts';
import type { surveySchema, SurveyRecord } from '../../mock-server/routes/survey.ts';
import type { trialBody } from '../../mock-server/routes/account.ts';
import type { userWithPlan } from '../../mock-server/sessions.ts';

/** An intersection written out as one object, as a schema infers it. */
type Flat<T> = { [K in keyof T]: T[K] };

// User/account: the API always sends every field of the shared User; the app reads exactly that.
expectTypeOf<v.InferOutput<typeof UserSchema>>().toEqualTypeOf<User>();
// The API sends the plan in force with every user it answers (never null there; the app's type allows an old answer).
expectTypeOf<Awaited<ReturnType<typeof userWithPlan>>>().toEqualTypeOf<Flat<Omit<Required<User>, 'plan'> & { plan: UserPlan }>>();
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
expectTypeOf<ContactView>().toEqualTypeOf<ContactRecord>();
expectTypeOf<ContactRow>().toEqualTypeOf<ContactRecord>();

// Survey: every answer is text or a list of choices; the stored record answers the submission and fills the inbox.
expectTypeOf<Required<z.input<typeof surveySchema>>>().toExtend<SurveyAnswers>();
expectTypeOf<StoredSurvey>().toEqualTypeOf<Pick<SurveyRecord, 'id' | 'createdAt'>>();
expectTypeOf<SurveyRow>().toEqualTypeOf<Pick<SurveyRecord, keyof SurveyRow>>();
