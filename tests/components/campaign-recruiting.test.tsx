// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignApplication, CampaignMatch } from '../../src/api/brand-recruiting.ts';
import type { CampaignView } from '../../src/api/campaign-schema.ts';
import { CampaignMatches } from '../../src/routes/_app/-components/campaign-matches.tsx';
import { ClientRecruiting } from '../../src/routes/_app/partner/-components/client-recruiting.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/api/brand-recruiting.ts', async (original) => ({
  ...(await original<typeof import('../../src/api/brand-recruiting.ts')>()),
  inviteCreator: vi.fn(async () => ({})),
  decideApplication: vi.fn(async () => ({})),
}));
vi.mock('../../src/api/partners.ts', async (original) => ({
  ...(await original<typeof import('../../src/api/partners.ts')>()),
  acceptForClient: vi.fn(async () => ({ outcome: 'requested' })),
}));
vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const { inviteCreator } = await import('../../src/api/brand-recruiting.ts');
const { acceptForClient } = await import('../../src/api/partners.ts');
const { notify } = await import('../../src/lib/toast.ts');

const creator = (id: string, name: string) => ({
  id, name, username: name.toLowerCase(), avatar: null, country: 'KE', niches: ['Food'],
  platforms: [{ platform: 'instagram' as const, handle: name.toLowerCase(), followers: 12000, engagementRate: 4 }], totalFollowers: 12000, verifiedAt: '2026-01-01T00:00:00.000Z',
});
const match = (creatorId: string) => ({
  campaignId: 'cmp-1', creatorId, score: 81, factors: [], reasons: ['Posts about food'], caveat: null, modelVersion: 'v1',
});
const application = (id: string, creatorId: string, status: CampaignApplication['application']['status']) => ({
  id, campaignId: 'cmp-1', creatorId, status, pitch: 'I cook every morning.', proposedFee: 1_500_000, matchScoreAtApply: 70,
  termsAcceptance: null, createdAt: '2026-02-01T00:00:00.000Z', updatedAt: '2026-02-01T00:00:00.000Z',
});

const matches: CampaignMatch[] = [
  { match: match('cr-amina'), creator: creator('cr-amina', 'Amina'), application: null },
  { match: match('cr-otieno'), creator: creator('cr-otieno', 'Otieno'), application: application('app-2', 'cr-otieno', 'invited') },
];

const campaign = {
  id: 'cmp-1', brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', status: 'recruiting', title: 'Kahawa mornings', currency: 'KES',
  slots: 3, acceptedCount: 0,
} as CampaignView;

beforeEach(() => vi.clearAllMocks());
afterEach(cleanup);

describe('the ranked matches, one list for the brand and its partner (routes/_app/-components/campaign-matches.tsx)', () => {
  it('invites a match with its own button and says "Invitation sent"; a creator already asked shows the application\'s status', async () => {
    const { user } = await renderWithRouter(<CampaignMatches campaignId="cmp-1" matches={matches} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Ranked matches' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Invite Otieno' })).toBeNull();
    expect(screen.getByText('Invited')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invite Amina' }));
    expect(inviteCreator).toHaveBeenCalledWith('cmp-1', 'cr-amina');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Invitation sent', variant: 'success' }));
  });

  it('says so when no verified creator matches', async () => {
    await renderWithRouter(<CampaignMatches campaignId="cmp-1" matches={[]} />);
    expect(screen.getByText('No verified creators match this brief yet.')).toBeTruthy();
  });
});

describe('a partner recruiting for its client (routes/_app/partner/-components/client-recruiting.tsx)', () => {
  it('shows the same ranked matches while the campaign recruits, and invites through the same call', async () => {
    const { user } = await renderWithRouter(<ClientRecruiting campaign={campaign} applications={[]} matches={matches} />);
    await user.click(screen.getByRole('button', { name: 'Invite Amina' }));
    expect(inviteCreator).toHaveBeenCalledWith('cmp-1', 'cr-amina');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Invitation sent', variant: 'success' }));
  });

  it('accepts for the client or asks the brand, and says which from the API\'s answer', async () => {
    const applications = [{ application: application('app-1', 'cr-amina', 'applied'), creator: creator('cr-amina', 'Amina'), match: null, actedBy: null }];
    const { user } = await renderWithRouter(<ClientRecruiting campaign={{ ...campaign, status: 'in_progress' }} applications={applications} matches={[]} />);
    expect(screen.queryByRole('heading', { name: 'Ranked matches' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept Amina or ask Kahawa Coffee' }));
    expect(acceptForClient).toHaveBeenCalledWith('app-1');
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ title: 'Kahawa Coffee was asked to accept this application', variant: 'success' }));
  });
});
