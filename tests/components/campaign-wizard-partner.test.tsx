// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView } from '../../src/api/campaign-schema.ts';
import { createCampaign, submitCampaign, updateCampaign } from '../../src/api/campaigns.ts';
import { wizard } from '../../src/content/campaigns.ts';
import type { CampaignFormValues } from '../../src/domain/campaign-wizard-form.ts';
import { emptyCampaignForm } from '../../src/lib/campaign-form.ts';
import { notify } from '../../src/lib/toast.ts';
import { CampaignWizard } from '../../src/routes/_app/-components/campaign-wizard/campaign-wizard.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/api/campaigns.ts', () => ({ createCampaign: vi.fn(), updateCampaign: vi.fn(), submitCampaign: vi.fn() }));
vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const saved = (id: string) => ({ id }) as CampaignView;
/** A brief that passes every step on 1 March 2026 (EAT), with a deliverable and a paid usage right. */
const complete = (): CampaignFormValues => ({
  ...emptyCampaignForm(),
  title: 'Kahawa morning ritual', brief: 'Show your morning cup of Kahawa coffee at home in Nairobi.', objective: 'awareness',
  goals: [{ metric: 'reach', target: '50000' }],
  currency: 'KES', budgetTotal: '150000', feeMin: '10000', feeMax: '25000', slots: '5',
  countries: ['KE'], ageBands: ['25-34'], genders: ['female'], niches: ['Food'], platforms: ['instagram'], followerBand: 'micro',
  deliverables: [{ platform: 'instagram', type: 'reel', quantity: '1', dueDays: '14', rights: [{ use: 'paid_ads', duration: '3', unit: 'months', countries: ['KE'], price: '5000' }] }],
  startDate: '2026-03-10', endDate: '2026-04-10', maxRevisions: '2', landingUrl: 'https://kahawa.co.ke', whatsappNumber: '0712 345 678',
});

beforeEach(() => {
  // Only the date is fixed (the brief's dates must not be in the past); user events keep real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-01T06:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.mocked(createCampaign).mockReset();
  vi.mocked(updateCampaign).mockReset();
  vi.mocked(submitCampaign).mockReset();
  vi.mocked(notify).mockReset();
});

describe('the campaign wizard for a partner acting for a client brand (issue 25)', () => {
  it('saves a new draft for the client it names, and goes on editing it on the partner’s client campaign page', async () => {
    vi.mocked(createCampaign).mockResolvedValue(saved('cmp-new'));
    const { router, user } = await renderWithRouter(
      <CampaignWizard title="New campaign" values={{ ...emptyCampaignForm(), title: 'Kahawa mornings' }} clientBrandId="acc-kahawa" />,
    );
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/campaigns/cmp-new'));
    expect(createCampaign).toHaveBeenCalledWith(expect.objectContaining({ title: 'Kahawa mornings' }), 'acc-kahawa');
    expect(router.state.location.search).toEqual({ step: 'basics' });
    expect(notify).toHaveBeenCalledWith({ ...wizard.savedForClient, variant: 'success' });
  });

  it('submits the client’s campaign with its deliverable and usage right, then shows the partner’s client campaign page', async () => {
    vi.mocked(updateCampaign).mockResolvedValue(saved('cmp-1'));
    vi.mocked(submitCampaign).mockResolvedValue(saved('cmp-1'));
    const { router, user } = await renderWithRouter(
      <CampaignWizard title="Edit campaign" campaignId="cmp-1" values={complete()} startStep="review" clientBrandId="acc-kahawa" />,
    );
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/partner/campaigns/cmp-1'));
    expect(router.state.location.search).toEqual({});
    expect(updateCampaign).toHaveBeenCalledWith('cmp-1', expect.objectContaining({
      deliverables: [expect.objectContaining({ platform: 'instagram', type: 'reel', rights: [expect.objectContaining({ use: 'paid_ads', duration: 3, unit: 'months', price: 500_000 })] })],
    }));
    expect(submitCampaign).toHaveBeenCalledWith('cmp-1');
    expect(createCampaign).not.toHaveBeenCalled();
    expect(notify).toHaveBeenCalledWith({ ...wizard.submittedForClient, variant: 'success' });
  });

  it('says the client, by its name, may use the posts where the brand reads "Where you may use it"', async () => {
    const open = (props: { clientBrandId?: string; clientBrandName?: string }) =>
      renderWithRouter(<CampaignWizard title="Edit campaign" campaignId="cmp-1" values={complete()} startStep="deliverables" {...props} />);
    await open({ clientBrandId: 'acc-kahawa', clientBrandName: 'Kahawa Coffee' });
    expect(screen.getByRole('combobox', { name: 'Where Kahawa Coffee may use it' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Where you may use it' })).toBeNull();
    cleanup();
    // Without its name, the client is "the brand".
    await open({ clientBrandId: 'acc-kahawa' });
    expect(screen.getByRole('combobox', { name: 'Where the brand may use it' })).toBeTruthy();
    cleanup();
    await open({});
    expect(screen.getByRole('combobox', { name: 'Where you may use it' })).toBeTruthy();
  });

  it('keeps the brand’s own wizard as it was: its own draft, edited on /brand', async () => {
    vi.mocked(createCampaign).mockResolvedValue(saved('cmp-own'));
    const { router, user } = await renderWithRouter(<CampaignWizard title="New campaign" values={{ ...emptyCampaignForm(), title: 'Duka days' }} />);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/brand/campaigns/cmp-own/edit'));
    expect(createCampaign).toHaveBeenCalledWith(expect.objectContaining({ title: 'Duka days' }), undefined);
    expect(notify).toHaveBeenCalledWith({ ...wizard.saved, variant: 'success' });
  });
});
