import type { Request, RequestHandler } from 'express';
import { z } from 'zod';
import type { ActedBy, ClientPermission, PartnerSubject } from '../../src/domain/partner-types.ts';
import { NO_APPLICATION } from '../application-access.ts';
import { applicationById } from '../application-records.ts';
import { findCampaign } from '../campaign-access.ts';
import { campaignById } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { contractById } from '../contract-records.ts';
import { NO_CONTRACT, NO_DELIVERABLE } from '../delivery/access.ts';
import { deliverableById } from '../delivery/deliverables.ts';
import { NO_CONVERSATION, threadById } from '../messages/threads.ts';
import type { partnerClients } from '../db/schema/index.ts';
import { HttpError, route } from '../http.ts';
import { accountById } from '../people/accounts.ts';
import type { Account } from '../types.ts';
import { activeLink, clientRow, recordAction } from './clients.ts';

/**
 * A partner acting for a client brand through the brand's own endpoints (issue 25, docs/decisions/0020-partners.md).
 * `forClient` runs after requireUser(['brand', 'partner']): a brand goes on as itself; a partner names the brand
 * (the record's own brand, or `brandId` in the query or body for a new or listed thing), and goes on as that brand,
 * with `req.partner` and `req.partnerLink` saying who really acts and what it may do. Everything after it reads
 * `req.account` as the brand whose records these are.
 */
declare module 'express-serve-static-core' {
  interface Request {
    /** The partner acting for `account` (a brand), when one is. */
    partner?: Account;
    partnerLink?: typeof partnerClients.$inferSelect;
    /** What the partner's route needs the brand to allow: checked again on the locked link in each change's transaction. */
    partnerPermission?: ClientPermission;
  }
}

export const NOT_A_CLIENT = 'You do not work for this brand on Sauti: it has not accepted you as its partner, or it removed you.';
export const CHOOSE_CLIENT = 'Choose the client brand you act for.';
const REFUSED: Record<ClientPermission, string> = {
  manageCampaigns: 'This brand has not allowed you to manage its campaigns. Ask it to allow “Manage campaigns” in its partner settings.',
  reviewDeliverables: 'This brand has not allowed you to review its deliverables. Ask it to allow “Review deliverables” in its partner settings.',
};

/** How a partner names its client on a list (the brand's own routes take no query of their own): for docs/openapi.json. */
export const clientQuery = z.object({ brandId: z.string().optional().describe('A partner names the client brand it acts for (issue 25); a brand leaves it out.') });

/** The brand a partner names in the query or the body (`brandId`), taken out of the body so the brand's own checks see its fields only. */
export function namedBrand(req: Request): string | null {
  const fromQuery = typeof req.query.brandId === 'string' ? req.query.brandId : null;
  const body = req.body as Record<string, unknown> | undefined;
  const fromBody = body && typeof body.brandId === 'string' ? body.brandId : null;
  if (body && 'brandId' in body) delete body.brandId;
  return fromQuery ?? fromBody;
}

/** The records whose own brand a partner acts for, by the route's `:id`: 404 for one that does not exist. */
const RECORD_BRAND = {
  campaign: async (ctx: ServerContext, id: string) => (await findCampaign(ctx, id)).brandId,
  deliverable: async (ctx: ServerContext, id: string) => {
    const found = await deliverableById(ctx, id);
    if (!found) throw new HttpError(404, NO_DELIVERABLE);
    return found.brandId;
  },
  conversation: async (ctx: ServerContext, id: string) => {
    const found = await threadById(ctx, id);
    if (!found) throw new HttpError(404, NO_CONVERSATION);
    return found.brandId;
  },
  /** An application or invitation: its campaign's brand. */
  application: async (ctx: ServerContext, id: string) => {
    const found = await applicationById(ctx, id);
    const campaign = found && (await campaignById(ctx, found.campaignId));
    if (!campaign) throw new HttpError(404, NO_APPLICATION);
    return campaign.brandId;
  },
  contract: async (ctx: ServerContext, id: string) => {
    const found = await contractById(ctx, id);
    if (!found) throw new HttpError(404, NO_CONTRACT);
    return found.brandId;
  },
} as const;

/**
 * Lets a partner through as the brand `brandOf` names, when the brand accepted it and allows `permission`; else 403
 * with the reason. `brandOf` is the kind of record the route's `:id` is (its own brand), or by default the brand
 * named in the query or body; a record that does not exist is 404.
 */
export function forClient(ctx: ServerContext, permission: ClientPermission, brandOf?: keyof typeof RECORD_BRAND): RequestHandler {
  return route(async (req, _res, next) => {
    const partner = req.account!;
    if (partner.role !== 'partner') return next();
    const brandId = brandOf ? await RECORD_BRAND[brandOf](ctx, String(req.params.id)) : namedBrand(req);
    if (!brandId) throw new HttpError(422, CHOOSE_CLIENT, { brandId: [CHOOSE_CLIENT] });
    const link = await activeLink(ctx, partner.id, brandId);
    const brand = link && (await accountById(ctx, brandId));
    if (!link || !brand) throw new HttpError(403, NOT_A_CLIENT);
    if (!link[permission]) throw new HttpError(403, REFUSED[permission]);
    req.partner = partner;
    req.partnerLink = link;
    req.partnerPermission = permission;
    req.account = brand;
    next();
  });
}

type Link = typeof partnerClients.$inferSelect;

/**
 * The link read again inside the change's transaction and locked to its end (`FOR UPDATE`): a brand that removes its
 * partner, turns a permission off or lowers the limit waits for a change under way, and every later one sees it.
 * 403 as `forClient` says when the link no longer lets the partner act.
 */
export async function lockedLink(tctx: ServerContext, partnerId: string, linkId: string, permission: ClientPermission): Promise<Link> {
  const link = await clientRow(tctx, linkId, true);
  if (!link || link.partnerId !== partnerId || link.status !== 'active') throw new HttpError(403, NOT_A_CLIENT);
  if (!link[permission]) throw new HttpError(403, REFUSED[permission]);
  return link;
}

/** The request's partner link, locked and checked in this transaction; null when the brand acts itself. */
export const lockRequestLink = (tctx: ServerContext, req: Request): Promise<Link | null> =>
  req.partner ? lockedLink(tctx, req.partner.id, req.partnerLink!.id, req.partnerPermission!) : Promise.resolve(null);

/**
 * Records that the request's partner did `action` on the record (inside the change's transaction, after checking the
 * locked link again) and returns who acted, for the record to keep; null when the brand acted itself.
 */
export async function attribute(
  tctx: ServerContext, req: Request, subject: { type: PartnerSubject; id: string }, action: string, extra: { id?: string; spent?: number } = {},
): Promise<ActedBy | null> {
  if (!req.partner) return null;
  await lockRequestLink(tctx, req);
  return recordAction(tctx, req.partner, req.account!.id, subject, action, extra);
}
