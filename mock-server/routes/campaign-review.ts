import { Router } from 'express';
import { z } from 'zod';
import { CAMPAIGN_STATUSES, type ReviewNote } from '../../src/domain/campaign-types.ts';
import { findCampaign, moveCampaign, toCampaign, toCampaigns } from '../campaign-access.ts';
import { campaignsBySubmission } from '../campaign-records.ts';
import type { ServerContext } from '../context.ts';
import { inTransaction } from '../db/transaction.ts';
import { parse, route } from '../http.ts';
import { notify } from '../notify.ts';
import { oneOf } from '../paging.ts';

export const queueQuery = z.object({ status: oneOf('status', CAMPAIGN_STATUSES).default('pending_review') });
const words = (label: string) =>
  z.string({ error: `Write the ${label}.` }).trim().min(1, `Write the ${label}.`).max(2000, `Keep the ${label} to 2000 characters or fewer.`);

/** Each decision: its event, the body it needs, and what the brand is told (the notes included where there are any). */
export const DECISIONS = {
  approve: {
    event: 'APPROVE', action: 'approved', kind: 'approved', type: 'campaign_approved',
    body: z.strictObject({ note: z.string({ error: 'The note must be text.' }).trim().max(2000, 'Keep the note to 2000 characters or fewer.').optional() }).transform((b) => b.note ?? ''),
    tell: (title: string, note: string) => ({
      title: `Campaign approved: ${title}`,
      body: `"${title}" was approved. You can now launch it to start recruiting creators.${note ? ` Note from the reviewer: ${note}` : ''}`,
    }),
  },
  'request-changes': {
    event: 'REQUEST_CHANGES', action: 'sent back for changes', kind: 'changes_requested', type: 'campaign_changes_requested',
    body: z.strictObject({ notes: words('notes for the brand') }).transform((b) => b.notes),
    tell: (title: string, notes: string) => ({
      title: `Changes requested: ${title}`,
      body: `The reviewer asked for changes to "${title}" before it can be approved: ${notes}`,
    }),
  },
  reject: {
    event: 'REJECT', action: 'rejected', kind: 'rejected', type: 'campaign_rejected',
    body: z.strictObject({ reason: words('reason') }).transform((b) => b.reason),
    tell: (title: string, reason: string) => ({
      title: `Campaign rejected: ${title}`,
      body: `"${title}" was not approved. Reason: ${reason}`,
    }),
  },
} as const;

/** The admin review queue and its three decisions; under /admin (admin-api.ts), which lets only admins in. */
export function campaignReviewAdminRoutes(ctx: ServerContext): Router {
  const r = Router();

  // Oldest submission first; a campaign never submitted sorts by when it was made, after the submitted ones.
  r.get('/campaigns', route(async (req, res) => {
    const { status } = parse(queueQuery, req.query, 'Some filters are not valid.');
    res.json({ items: await toCampaigns(ctx, await campaignsBySubmission(ctx, status)) });
  }));

  for (const [path, decision] of Object.entries(DECISIONS)) {
    r.post(`/campaigns/:id/${path}`, route(async (req, res) => {
      const admin = req.account!;
      const campaign = await inTransaction(ctx, async (tctx) => {
        const found = await findCampaign(tctx, String(req.params.id), { lock: true });
        let text = '';
        const moved = await moveCampaign(tctx, found, decision.event, decision.action, () => {
          text = parse(decision.body, req.body);
          const note: ReviewNote = { kind: decision.kind, text, at: new Date(ctx.clock.now()).toISOString(), by: admin.name || 'Sauti team' };
          return { reviewNotes: [...found.reviewNotes, note] };
        });
        await notify(tctx, { userId: moved.brandId, type: decision.type, href: `/brand/campaigns/${moved.id}`, ...decision.tell(moved.title, text) });
        return moved;
      });
      res.json(await toCampaign(ctx, campaign));
    }));
  }

  return r;
}
