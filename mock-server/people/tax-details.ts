import { eq } from 'drizzle-orm';
import type { ServerContext } from '../context.ts';
import { profiles } from '../db/schema/index.ts';
import { HttpError } from '../http.ts';

/** The KRA PIN printed on an account's receipts and statements (src/domain/kra-pin.ts), or null. */
export async function kraPinOf(ctx: Pick<ServerContext, 'db'>, accountId: string): Promise<string | null> {
  const [row] = await ctx.db.select({ kraPin: profiles.kraPin }).from(profiles).where(eq(profiles.accountId, accountId));
  return row?.kraPin ?? null;
}

/** Stores the PIN (null removes it) on the account's profile; an account without a profile is asked to make one. */
export async function saveKraPin(ctx: Pick<ServerContext, 'db' | 'clock'>, accountId: string, kraPin: string | null): Promise<string | null> {
  const [row] = await ctx.db.update(profiles).set({ kraPin, updatedAt: new Date(ctx.clock.now()).toISOString() })
    .where(eq(profiles.accountId, accountId)).returning({ kraPin: profiles.kraPin });
  if (!row) throw new HttpError(409, 'Complete your profile first, then add your KRA PIN.');
  return row.kraPin;
}
