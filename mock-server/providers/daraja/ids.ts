import { createHash } from 'node:crypto';
import type { ServerContext } from '../../context.ts';
import { darajaTimestamp } from './config.ts';

const ALNUM = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Characters drawn from ctx.random (hashed, so scripted test ids still look like Daraja's). */
function draw(ctx: ServerContext, alphabet: string, length: number): string {
  const bytes = createHash('sha256').update(ctx.random.id()).digest();
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[(bytes[i % bytes.length] ?? 0) % alphabet.length];
  return out;
}

/** Says whether a reference was already handed out (a query of the simulator's tables). */
export type Taken = (id: string) => boolean | Promise<boolean>;

/**
 * Draws until `taken` says no: references must never repeat, or reconciliation would count one twice (the tables'
 * unique indexes refuse the rare draw two processes make at once).
 */
async function unique(make: () => string, taken: Taken): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const id = make();
    if (!(await taken(id))) return id;
  }
  throw new Error('Could not draw an unused Daraja reference.');
}

/** Like "21604-273291-1": Daraja's requestId and MerchantRequestID. */
export function newRequestId(ctx: ServerContext): string {
  return `${draw(ctx, '0123456789', 5).replace(/^0/, '1')}-${draw(ctx, '0123456789', 8).replace(/^0/, '1')}-1`;
}

/** Like "ws_CO_191220191020363925". */
export function newCheckoutRequestId(ctx: ServerContext, taken: Taken): Promise<string> {
  return unique(() => `ws_CO_${darajaTimestamp(ctx.clock.now())}${draw(ctx, '0123456789', 8)}`, taken);
}

/** Like "AG_20191219_00005797af5d7d75f652". */
export function newConversationId(ctx: ServerContext, taken: Taken): Promise<string> {
  return unique(() => `AG_${darajaTimestamp(ctx.clock.now()).slice(0, 8)}_${draw(ctx, '0123456789abcdef', 20)}`, taken);
}

/** Like "OEB44R5U3U": an MpesaReceiptNumber or B2C TransactionID, 10 characters starting with a letter. */
export function newReceipt(ctx: ServerContext, taken: Taken): Promise<string> {
  return unique(() => `S${draw(ctx, ALNUM, 9)}`, taken);
}
