// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView } from '../../src/api/campaign-schema.ts';

/* The brand's edit route in a router of its own, over a fake API that keeps what is saved. */
const server = vi.hoisted(() => ({ campaign: null as unknown as CampaignView }));
vi.mock('../../src/api/campaigns.ts', async (original) => ({
  ...(await original<typeof import('../../src/api/campaigns.ts')>()),
  fetchCampaign: vi.fn(async () => structuredClone(server.campaign)),
  updateCampaign: vi.fn(async (_id: string, brief: Partial<CampaignView>) => (server.campaign = { ...server.campaign, ...brief, updatedAt: new Date().toISOString() })),
}));
vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const draft: CampaignView = {
  id: 'cmp-1', brandId: 'acc-duka', brandName: 'Duka Fresh', status: 'draft', title: 'Duka days',
  brief: 'Show your Saturday shop at Duka Fresh in Nairobi.', objective: 'awareness', goals: [{ metric: 'reach', target: 50000 }],
  currency: 'KES', budgetTotal: 15_000_000, feeMin: 1_000_000, feeMax: 2_500_000, slots: 5,
  audience: { countries: ['KE'], ageBands: ['25-34'], genders: [] }, niches: ['Food'], platforms: ['instagram'], followerBand: null,
  deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 14, rights: [] }],
  startDate: null, endDate: null, maxRevisions: 2, landingUrl: '', whatsappNumber: '',
  reviewNotes: [], createdAt: '2026-02-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z', submittedAt: null, actedBy: null, acceptedCount: 0,
};

/** The route's and the wizard's modules load on the first visit: slower on a busy machine. */
const loading = { timeout: 10_000 };

beforeEach(() => {
  window.scrollTo = () => {};
  server.campaign = structuredClone(draft);
});
afterEach(cleanup);

describe('the brand’s campaign wizard, opened again (campaigns issue)', () => {
  it('starts from what was saved, not from the copy loaded before the save', async () => {
    const { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } = await import('@tanstack/react-router');
    const { Route } = await import('../../src/routes/_app/brand/campaigns/$campaignId/edit.tsx');
    const root = createRootRoute();
    const edit = Route.update({ id: '/brand/campaigns/$campaignId/edit', path: '/brand/campaigns/$campaignId/edit', getParentRoute: () => root } as never);
    const page = createRoute({ getParentRoute: () => root, path: '/brand/campaigns/$campaignId', component: () => <h1>Campaign</h1> });
    const router = createRouter({ routeTree: root.addChildren([edit, page]), history: createMemoryHistory({ initialEntries: ['/brand/campaigns/cmp-1/edit'] }) });
    await act(() => router.load());
    render(<RouterProvider router={router} />);
    const user = userEvent.setup();

    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Campaign title' }, loading);
    await user.clear(title);
    await user.type(title, 'Duka nights');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.campaign.title).toBe('Duka nights'));

    await act(() => router.navigate({ to: '/brand/campaigns/$campaignId', params: { campaignId: 'cmp-1' } }));
    await screen.findByRole('heading', { level: 1, name: 'Campaign' }, loading);
    await act(() => router.navigate({ to: '/brand/campaigns/$campaignId/edit', params: { campaignId: 'cmp-1' } }));
    expect((await screen.findByRole<HTMLInputElement>('textbox', { name: 'Campaign title' }, loading)).value).toBe('Duka nights');
  });
});
