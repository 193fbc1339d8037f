import { eq } from 'drizzle-orm';
import type { Contract } from '../../src/domain/campaign-types.ts';
import type { LinkKind, TrackingLink } from '../../src/domain/tracking-types.ts';
import { isHttpUrl } from '../../src/domain/urls.ts';
import type { ServerContext } from '../context.ts';
import { trackingLinks } from '../db/schema/index.ts';
import { accountById } from '../people/accounts.ts';
import type { CampaignRecord } from '../types.ts';
import { linksOfContract, normalCode } from './collections.ts';

/** What link set-up needs: the database (or the caller's transaction), the clock and ids. */
export type LinkContext = Pick<ServerContext, 'db' | 'clock' | 'random'>;

export const CODE_PREFIX = 'SAUTI-';
const SLUG_LENGTH = 7;
/** No 0/O or 1/I, so a code read aloud or typed into M-Pesa cannot be mistaken. */
const SUFFIX_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** A Paybill account reference is at most 20 characters (design §4): 6 + 10 + a suffix of up to 4. */
const NAME_MAX = 10;
const ATTEMPTS = 60;

/** Tries `make(attempt)` until it gives a value no link has yet; randomness that never varies is a bug. */
async function unique(ctx: LinkContext, column: typeof trackingLinks.slug | typeof trackingLinks.code, make: (attempt: number) => string): Promise<string> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const value = make(attempt);
    if (value && (await ctx.db.select({ id: trackingLinks.id }).from(trackingLinks).where(eq(column, value)).limit(1)).length === 0) return value;
  }
  throw new Error('Could not find a free short-link slug or code.');
}

const newSlug = (ctx: LinkContext) => unique(ctx, trackingLinks.slug, () => ctx.random.id().replace(/[^A-Za-z0-9]/g, '').slice(0, SLUG_LENGTH));

/** The creator's first name in capitals, accents dropped (`Amina Otieno` → `AMINA`); `CREATOR` when it has no letters. */
export function codeName(fullName: string): string {
  const first = fullName.trim().split(/\s+/)[0] ?? '';
  const letters = first.normalize('NFKD').replace(/[^A-Za-z]/g, '').toUpperCase().slice(0, NAME_MAX);
  return letters || 'CREATOR';
}

/** `SAUTI-AMINA7`: one suffix character, more only when that name's short codes are used up. */
function newCode(ctx: LinkContext, fullName: string): Promise<string> {
  const stem = `${CODE_PREFIX}${codeName(fullName)}`;
  return unique(ctx, trackingLinks.code, (attempt) => {
    const length = 1 + Math.floor(attempt / 15);
    const suffix = [...ctx.random.id().slice(-length)].map((ch) => SUFFIX_ALPHABET[ch.charCodeAt(0) % SUFFIX_ALPHABET.length]).join('');
    return normalCode(stem + suffix);
  });
}

/** The click-to-chat URL (design §4): wa.me takes the number as bare digits, the message as `text`. */
export function whatsappUrl(number: string, message: string): string | null {
  const digits = number.replace(/\D/g, '');
  return /^\d{11,15}$/.test(digits) ? `https://wa.me/${digits}?text=${encodeURIComponent(message)}` : null;
}

export const whatsappMessage = (campaign: CampaignRecord, code: string) =>
  `Hello ${campaign.brandName}! I saw "${campaign.title}" and would like to know more. My code: ${code}`;

/**
 * The contract's trackable links and code (design §4): a web link to the landing URL and, when the campaign has a
 * WhatsApp number, a click-to-chat link whose message carries the code, made from the creator's name (`creatorName`,
 * else read from their account). Run it in the transaction that makes the contract, so both are saved together; a
 * contract that has links already keeps them.
 */
export async function createTrackingLinks(ctx: LinkContext, contract: Contract, campaign: CampaignRecord, creatorName?: string): Promise<TrackingLink[]> {
  const existing = await linksOfContract(ctx, contract.id);
  if (existing.length > 0) return existing;
  // accountById reads only the database (or the caller's transaction) of the context it is given.
  const name = creatorName ?? (await accountById(ctx as ServerContext, contract.creatorId))?.name ?? '';
  const code = await newCode(ctx, name);
  const createdAt = new Date(ctx.clock.now()).toISOString();
  const link = async (kind: LinkKind, destination: string): Promise<TrackingLink> => {
    const made: TrackingLink = {
      id: ctx.random.id(), slug: await newSlug(ctx), contractId: contract.id, campaignId: campaign.id, brandId: contract.brandId,
      creatorId: contract.creatorId, kind, destination, code, createdAt,
    };
    await ctx.db.insert(trackingLinks).values(made);
    return made;
  };
  const made = isHttpUrl(campaign.landingUrl) ? [await link('web', campaign.landingUrl)] : [];
  const chat = whatsappUrl(campaign.whatsappNumber, whatsappMessage(campaign, code));
  if (chat) made.push(await link('whatsapp', chat));
  return made;
}
