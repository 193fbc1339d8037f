// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView } from '../../src/api/campaign-schema.ts';
import { createCampaign, updateCampaign } from '../../src/api/campaigns.ts';
import { wizard } from '../../src/content/campaigns.ts';
import { partnerCampaign } from '../../src/content/partners.ts';
import { notify } from '../../src/lib/toast.ts';
import { ClientCampaignActions } from '../../src/routes/_app/partner/-components/client-campaign-actions.tsx';
import ClientCampaignWizard from '../../src/routes/_app/partner/-components/client-campaign-wizard.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/api/campaigns.ts', () => ({ createCampaign: vi.fn(), updateCampaign: vi.fn(), submitCampaign: vi.fn() }));
vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

afterEach(() => {
  cleanup();
  vi.mocked(createCampaign).mockReset();
  vi.mocked(updateCampaign).mockReset();
  vi.mocked(notify).mockReset();
});

const campaign = (patch: Partial<CampaignView> = {}): CampaignView => ({
  id: 'cmp-kahawa-old', brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', status: 'completed', title: 'Kahawa harvest',
  brief: 'Show the harvest at the farm in Kiambu.', objective: 'awareness', goals: [{ metric: 'reach', target: 20000 }],
  currency: 'KES', budgetTotal: 10_000_000, feeMin: 500_000, feeMax: 1_000_000, slots: 3,
  audience: { countries: ['KE'], ageBands: ['25-34'], genders: [] }, niches: ['Food'], platforms: ['instagram'], followerBand: null,
  deliverables: [{ platform: 'instagram', type: 'reel', quantity: 1, dueDays: 10, rights: [{ use: 'paid_ads', duration: 3, unit: 'months', countries: ['KE'], price: 500_000 }] }],
  startDate: '2026-01-10', endDate: '2026-02-10', maxRevisions: 2, landingUrl: '', whatsappNumber: '',
  reviewNotes: [], createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', submittedAt: null, actedBy: null, acceptedCount: 0,
  ...patch,
});

describe('a partner writing its client’s campaign in the wizard (issue 25)', () => {
  it('starts a new campaign from a copy of the client’s brief, under a title of its own, for that client', async () => {
    vi.mocked(createCampaign).mockResolvedValue(campaign({ id: 'cmp-new', status: 'draft' }));
    const { router, user } = await renderWithRouter(<ClientCampaignWizard brandId="acc-kahawa" brandName="Kahawa Coffee" source={campaign()} copyUnused={false} refused={null} />);
    expect(screen.getByRole('heading', { level: 1, name: 'New campaign' })).toBeTruthy();
    expect(screen.getByText('For Kahawa Coffee')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Campaign title' }).value).toBe('');
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Brief' }).value).toBe('Show the harvest at the farm in Kiambu.');
    await user.type(screen.getByRole('textbox', { name: 'Campaign title' }), 'Kahawa mornings');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/campaigns/cmp-new'));
    const [brief, brandId] = vi.mocked(createCampaign).mock.calls[0]!;
    expect(brandId).toBe('acc-kahawa');
    expect(brief).toMatchObject({ title: 'Kahawa mornings', startDate: null, deliverables: [{ rights: [{ use: 'paid_ads', price: 500_000 }] }] });
    expect(screen.queryByText(partnerCampaign.copyUnused)).toBeNull();
  });

  it('says so when the campaign chosen to copy could not be used, and starts blank', async () => {
    await renderWithRouter(<ClientCampaignWizard brandId="acc-kahawa" brandName="Kahawa Coffee" source={null} copyUnused refused={null} />);
    expect(screen.getByText('The campaign you chose to copy could not be used, so this one starts blank.')).toBeTruthy();
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Brief' }).value).toBe('');
  });

  it('shows why instead of the wizard when the client has not allowed "Manage campaigns", with the way back', async () => {
    const refused = partnerCampaign.cannotManage('Kahawa Coffee');
    await renderWithRouter(<ClientCampaignWizard brandId="acc-kahawa" brandName="Kahawa Coffee" source={null} copyUnused={false} refused={refused} />);
    expect(screen.getByRole('heading', { level: 1, name: 'New campaign' })).toBeTruthy();
    expect(screen.getByText('Kahawa Coffee has not allowed you to manage its campaigns, so you cannot write or edit them. It can allow “Manage campaigns” in its Partners settings.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your clients' }).getAttribute('href')).toBe('/partner?client=acc-kahawa');
  });

  it('does not open a client’s draft without "Manage campaigns": it says why and links to the campaign', async () => {
    await renderWithRouter(<ClientCampaignWizard campaign={campaign({ status: 'draft' })} step="basics" refused={partnerCampaign.cannotManage('Kahawa Coffee')} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeTruthy();
    expect(screen.getByText(partnerCampaign.cannotManage('Kahawa Coffee'))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save draft' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Open the campaign' }).getAttribute('href')).toBe('/partner/campaigns/cmp-kahawa-old');
  });

  it('opens only a draft or a campaign with changes asked for; another says so and links back to its page', async () => {
    await renderWithRouter(<ClientCampaignWizard campaign={campaign({ status: 'approved' })} step="basics" refused={null} />);
    expect(screen.getByText('Only a draft can be edited. Open the campaign to see what happens next.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open the campaign' }).getAttribute('href')).toBe('/partner/campaigns/cmp-kahawa-old');
  });

  it('edits a campaign with changes asked for at the step in the address, with the Sauti team’s notes in view, and saves it for the client', async () => {
    vi.mocked(updateCampaign).mockResolvedValue(campaign({ status: 'draft' }));
    const notes = [{ kind: 'changes_requested' as const, text: 'Name the farm.', at: '2026-01-02T00:00:00.000Z', by: 'acc-admin' }];
    const { router, user } = await renderWithRouter(
      <ClientCampaignWizard campaign={campaign({ status: 'changes_requested', reviewNotes: notes })} step="deliverables" refused={null} />,
      { path: '/partner/campaigns/cmp-kahawa-old?step=deliverables' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Edit campaign' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Step 4 of 6: Deliverables/ })).toBeTruthy();
    expect(screen.getByText('Name the farm.')).toBeTruthy();
    // The usage rights speak of the client by its name, not of the partner as "you".
    expect(screen.getByRole('combobox', { name: 'Where Kahawa Coffee may use it' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    // Saved for the client: it stays on the partner's page of the campaign, with the partner's toast, not the brand's.
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ ...wizard.savedForClient, variant: 'success' }));
    expect(updateCampaign).toHaveBeenCalledWith('cmp-kahawa-old', expect.objectContaining({ title: 'Kahawa harvest' }));
    expect(router.state.location.pathname).toBe('/partner/campaigns/cmp-kahawa-old');
    expect(router.state.location.search).toEqual({ step: 'deliverables' });
  });
});

describe('the client campaign page’s way into the wizard', () => {
  it('continues a draft in the wizard, and offers to submit it', async () => {
    await renderWithRouter(<ClientCampaignActions campaign={campaign({ status: 'draft' })} />);
    expect(screen.getByRole('link', { name: 'Continue editing' }).getAttribute('href')).toBe('/partner/campaigns/cmp-kahawa-old?step=basics');
    expect(screen.getByRole('button', { name: 'Submit for review' })).toBeTruthy();
  });

  it('edits and resubmits a campaign with changes asked for through the wizard only', async () => {
    await renderWithRouter(<ClientCampaignActions campaign={campaign({ status: 'changes_requested' })} />);
    expect(screen.getByRole('link', { name: 'Edit and resubmit' }).getAttribute('href')).toBe('/partner/campaigns/cmp-kahawa-old?step=basics');
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });
});
