// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView } from '../../src/api/campaign-schema.ts';
import type { PartnerClientView, PartnerOverview } from '../../src/api/partners.ts';
import { NewClientCampaign } from '../../src/routes/_app/partner/-components/new-client-campaign.tsx';
import { PartnerWorkspace } from '../../src/routes/_app/partner/-components/partner-workspace.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

afterEach(cleanup);

const kahawa = (patch: Partial<PartnerClientView> = {}): PartnerClientView => ({
  id: 'pc-1', partnerId: 'acc-partner', partnerName: 'Brian Mwangi', partnerEmail: 'partner@sauti.test', email: 'owner@kahawa.test',
  brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', status: 'active', manageCampaigns: true, reviewDeliverables: true, spendingLimit: 0,
  createdByPartner: false, claimedAt: null, createdAt: '2026-01-05T07:00:00.000Z', answeredAt: null, endedAt: null, ...patch,
});
const harvest = { id: 'cmp-kahawa-old', title: 'Kahawa harvest', status: 'completed', actedBy: null } as CampaignView;

async function workspace(client: PartnerClientView) {
  const overview: PartnerOverview = { clients: [{ client, campaigns: [harvest], toReview: [], upcoming: [] }] };
  return renderWithRouter(<PartnerWorkspace overview={overview} clients={{ items: [client], limit: null, used: 1 }} chosen="acc-kahawa" />);
}

describe('the partner home’s new campaign for a client (issue 25)', () => {
  it('offers to write a campaign for a client that allows "Manage campaigns"', async () => {
    await workspace(kahawa());
    expect(screen.getByRole('form', { name: 'New campaign for this client' })).toBeTruthy();
    expect(screen.queryByText(/has not allowed you to manage its campaigns/)).toBeNull();
  });

  it('says why there is no form when the client has not allowed "Manage campaigns"', async () => {
    await workspace(kahawa({ manageCampaigns: false }));
    expect(screen.queryByRole('form', { name: 'New campaign for this client' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Write the campaign' })).toBeNull();
    expect(screen.getByText('Kahawa Coffee has not allowed you to manage its campaigns, so you cannot write or edit them. It can allow “Manage campaigns” in its Partners settings.')).toBeTruthy();
  });
});

describe('writing the campaign: the wizard opens at /partner/new-campaign/{brandId}', () => {
  it('opens a blank campaign with no ?from= in the address', async () => {
    const { router, user } = await renderWithRouter(<NewClientCampaign brandId="acc-kahawa" campaigns={[harvest]} />);
    await user.click(screen.getByRole('button', { name: 'Write the campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/new-campaign/acc-kahawa'));
    expect(router.state.location.searchStr).toBe('');
  });

  it('opens a copy of the chosen campaign’s brief, named by ?from=', async () => {
    const { router, user } = await renderWithRouter(<NewClientCampaign brandId="acc-kahawa" campaigns={[harvest]} />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Start from' }), 'A copy of “Kahawa harvest”');
    await user.click(screen.getByRole('button', { name: 'Write the campaign' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/new-campaign/acc-kahawa'));
    expect(router.state.location.search).toEqual({ from: 'cmp-kahawa-old' });
  });
});
