// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView } from '../../src/api/campaign-schema.ts';
import type { PartnerClientView } from '../../src/api/partners.ts';

/*
 * The partner's client work route, /partner/$section/$id, in a router of its own: its real search schema, loader
 * deps, loader and component, over a fake API that keeps what is saved, as the local API would. Each test loads the
 * route's modules afresh (vi.resetModules), so the lazily loaded wizard is loaded for the first time in each.
 */
const server = vi.hoisted(() => ({ campaign: null as unknown as CampaignView }));
vi.mock('../../src/api/campaigns.ts', async (original) => ({
  ...(await original<typeof import('../../src/api/campaigns.ts')>()),
  fetchCampaign: vi.fn(async () => structuredClone(server.campaign)),
  updateCampaign: vi.fn(async (_id: string, brief: Partial<CampaignView>) => (server.campaign = { ...server.campaign, ...brief, status: 'draft', updatedAt: new Date().toISOString() })),
  submitCampaign: vi.fn(async () => (server.campaign = {
    ...server.campaign, status: 'pending_review', updatedAt: new Date().toISOString(),
    actedBy: { partnerId: 'acc-partner', partnerName: 'Brian Mwangi', action: 'submitted for review', at: new Date().toISOString() },
  })),
}));
vi.mock('../../src/api/partners.ts', async (original) => ({
  ...(await original<typeof import('../../src/api/partners.ts')>()),
  fetchPartnerClients: vi.fn(async () => ({ items: [kahawa], limit: null, used: 1 })),
}));
vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const kahawa = {
  id: 'pc-1', partnerId: 'acc-partner', partnerName: 'Brian Mwangi', partnerEmail: 'partner@sauti.test', email: 'owner@kahawa.test',
  brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', status: 'active', manageCampaigns: true, reviewDeliverables: true, spendingLimit: 0,
  createdByPartner: false, claimedAt: null, createdAt: '2026-01-05T07:00:00.000Z', answeredAt: null, endedAt: null,
} satisfies PartnerClientView;

/** A draft that passes every step on 1 March 2026 (EAT). */
const draft = (): CampaignView => ({
  id: 'cmp-1', brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', status: 'draft', title: 'Kahawa mornings',
  brief: 'Show your morning cup of Kahawa coffee at home in Nairobi.', objective: 'awareness', goals: [{ metric: 'reach', target: 50000 }],
  currency: 'KES', budgetTotal: 15_000_000, feeMin: 1_000_000, feeMax: 2_500_000, slots: 5,
  audience: { countries: ['KE'], ageBands: ['25-34'], genders: ['female'] }, niches: ['Food'], platforms: ['instagram'], followerBand: 'micro',
  deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 14, rights: [] }],
  startDate: '2026-03-10', endDate: '2026-04-10', maxRevisions: 2, landingUrl: 'https://kahawa.co.ke', whatsappNumber: '',
  reviewNotes: [], createdAt: '2026-02-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z', submittedAt: null, actedBy: null, acceptedCount: 0,
});

/** Each test loads the route's modules afresh: a first opening of the wizard imports its code, slower on a busy machine. */
const loading = { timeout: 10_000 };

async function openAt(path: string) {
  vi.resetModules();
  const { createMemoryHistory, createRootRoute, createRouter, Outlet, RouterProvider } = await import('@tanstack/react-router');
  const { Route } = await import('../../src/routes/_app/partner/$section/$id.tsx');
  const { useFocusHeadingOnNavigate } = await import('../../src/lib/focus.ts');
  function Shell() {
    useFocusHeadingOnNavigate();
    return <main><Outlet /></main>;
  }
  const root = createRootRoute({ component: Shell });
  // As the generated route tree does: the file route under its parent (here the root, standing in for /_app).
  const route = Route.update({ id: '/partner/$section/$id', path: '/partner/$section/$id', getParentRoute: () => root } as never);
  const router = createRouter({ routeTree: root.addChildren([route]), history: createMemoryHistory({ initialEntries: [path] }) });
  await act(() => router.load());
  render(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1 }, loading);
  return { router, user: userEvent.setup() };
}

const titleOf = (router: { state: { matches: { meta?: unknown }[] } }) => router.state.matches.at(-1)?.meta;

beforeEach(() => {
  window.scrollTo = () => {};
  // Only the date is fixed (the brief's dates must not be in the past); user events keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T06:00:00Z'));
  server.campaign = draft();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('a client’s campaign as its partner works on it: /partner/campaigns/{id} (issue 25)', () => {
  it('shows the campaign’s page without ?step=, and the wizard, its heading focused and named in the title, with one', async () => {
    const { router, user } = await openAt('/partner/campaigns/cmp-1');
    expect(screen.getByRole('heading', { level: 1, name: 'Kahawa mornings' })).toBeTruthy();
    expect(titleOf(router)).toEqual([{ title: 'Client work · Sauti' }]);
    await user.click(screen.getByRole('link', { name: 'Continue editing' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Edit campaign' }, loading);
    // The wizard's chunk came with the page's data: its heading was there to focus, on its first opening (WCAG 2.4.3).
    await waitFor(() => expect(document.activeElement).toBe(heading), loading);
    expect(router.state.location.search).toEqual({ step: 'basics' });
    expect(titleOf(router)).toEqual([{ title: 'Edit campaign · Sauti' }]);
  });

  it('shows what was saved when the partner goes back to the page and opens the wizard again', async () => {
    const { router, user } = await openAt('/partner/campaigns/cmp-1');
    await user.click(screen.getByRole('link', { name: 'Continue editing' }));
    const title = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Campaign title' }, loading);
    await user.clear(title);
    await user.type(title, 'Kahawa evenings');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.campaign.title).toBe('Kahawa evenings'));

    act(() => router.history.back());
    expect(await screen.findByRole('heading', { level: 1, name: 'Kahawa evenings' }, loading)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Continue editing' }));
    await screen.findByRole('heading', { level: 1, name: 'Edit campaign' }, loading);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Campaign title' }).value).toBe('Kahawa evenings');
  });

  it('shows the campaign as submitted once the partner submits it in the wizard', async () => {
    const { router, user } = await openAt('/partner/campaigns/cmp-1?step=review');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Kahawa mornings' }, loading)).toBeTruthy();
    expect(router.state.location.search).toEqual({});
    expect(screen.getByText('Pending review', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText(/^Brian Mwangi submitted for review for the brand on/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('does not open the wizard when the client has not allowed "Manage campaigns": it says why', async () => {
    const { fetchPartnerClients } = await import('../../src/api/partners.ts');
    vi.mocked(fetchPartnerClients).mockResolvedValueOnce({ items: [{ ...kahawa, manageCampaigns: false }], limit: null, used: 1 });
    await openAt('/partner/campaigns/cmp-1?step=basics');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeTruthy();
    expect(screen.getByText(/Kahawa Coffee has not allowed you to manage its campaigns/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
  });

  it('says why, with the API’s reason and a way back, when the API refuses the campaign itself', async () => {
    const { fetchCampaign } = await import('../../src/api/campaigns.ts');
    const reason = 'This brand has not allowed you to manage its campaigns. Ask it to allow “Manage campaigns” in its partner settings.';
    // The error's class as the route's modules, loaded afresh by openAt, know it.
    vi.mocked(fetchCampaign).mockImplementationOnce(async () => {
      const { ApiError } = await import('../../src/lib/api.ts');
      throw new ApiError(reason, 403);
    });
    await openAt('/partner/campaigns/cmp-1');
    expect(screen.getByRole('heading', { level: 1, name: 'You cannot open this campaign' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(reason);
    expect(screen.getByRole('link', { name: 'Back to your clients' }).getAttribute('href')).toBe('/partner');
  });
});
