import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Contract } from '../../src/domain/campaign-types.ts';
import { CONVERSION_SOURCES, type Conversion } from '../../src/domain/tracking-types.ts';
import type { ServerContext } from '../context.ts';
import { contractsByCampaign } from '../contract-records.ts';
import { parse } from '../http.ts';
import { maskPhone } from '../money/payment-store.ts';
import { matchesQuery, oneOf, pagingQuery, type Page } from '../paging.ts';
import { accountsByIds } from '../people/accounts.ts';
import type { Account, CampaignRecord } from '../types.ts';
import { conversions } from '../db/schema/index.ts';
import { selectPage, textMatch } from '../db/paging.ts';

/** `?page=&pageSize=&q=&source=`: q looks in the creator's name, the code and the sender's reference. */
export const conversionsQuery = pagingQuery.extend({ source: oneOf('source', CONVERSION_SOURCES) });

/** One conversion as the brand's list shows it: who it counts for (null creator is "unattributed"), never a payer's details. */
export interface ConversionRow {
  id: string;
  type: Conversion['type'];
  source: Conversion['source'];
  amount: number;
  currency: Conversion['currency'];
  contractId: string | null;
  creator: { id: string; name: string } | null;
  attributed: boolean;
  code: string | null;
  externalRef: string;
  at: string;
}

/**
 * Payers type what they like (an M-Pesa account number may be their phone), and a brand's reference may carry one:
 * any run of 9 or more digits is shown masked, "0712 ••• 678".
 */
export const maskPhones = (text: string) =>
  text.replace(/\+?\d[\d\s-]{7,}\d/g, (run) => {
    const digits = run.replace(/\D/g, '');
    return digits.length >= 9 ? maskPhone(digits) : run;
  });

/** The campaign's contracts and their creators, by id: whom its conversions count for (two queries). */
async function creatorsOf(ctx: ServerContext, campaignId: string) {
  const contracts = await contractsByCampaign(ctx, campaignId);
  const accounts = await accountsByIds(ctx, contracts.map((c) => c.creatorId));
  return { contracts: new Map(contracts.map((c) => [c.id, c])), accounts };
}

function rowOf(c: Conversion, contracts: ReadonlyMap<string, Contract>, accounts: ReadonlyMap<string, Account>): ConversionRow {
  const contract = c.contractId ? contracts.get(c.contractId) : undefined;
  const account = contract ? accounts.get(contract.creatorId) : undefined;
  return {
    id: c.id, type: c.type, source: c.source, amount: c.amount, currency: c.currency, contractId: c.contractId,
    creator: contract ? { id: contract.creatorId, name: account?.name ?? 'Deleted creator' } : null,
    attributed: c.contractId !== null, code: c.code && maskPhones(c.code), externalRef: maskPhones(c.externalRef), at: c.at,
  };
}

/** The campaign's conversions, newest first (same instant: last recorded first), one page of them. */
export async function campaignConversions(ctx: ServerContext, campaign: CampaignRecord, query: unknown): Promise<Page<ConversionRow>> {
  const { source, q, ...paging } = parse(conversionsQuery, query);
  const { contracts, accounts } = await creatorsOf(ctx, campaign.id);
  // q looks in the creator's name too: the campaign's contracts whose creator's name contains it (names live with the accounts).
  const named = q ? [...contracts.values()].filter((c) => matchesQuery(q, [accounts.get(c.creatorId)?.name])).map((c) => c.id) : [];
  const where = and(
    eq(conversions.campaignId, campaign.id),
    source ? eq(conversions.source, source) : undefined,
    q ? or(textMatch(q, [conversions.code, conversions.externalRef]), named.length > 0 ? inArray(conversions.contractId, named) : undefined) : undefined,
  );
  const page = await selectPage(ctx.db, conversions, where, [desc(conversions.at), desc(conversions.seq)], paging);
  return { ...page, items: page.items.map(({ seq: _seq, ...c }) => rowOf(c as Conversion, contracts, accounts)) };
}
