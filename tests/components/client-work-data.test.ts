import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView } from '../../src/api/campaign-schema.ts';
import { fetchCampaign } from '../../src/api/campaigns.ts';
import { fetchPartnerClients, type PartnerClientView } from '../../src/api/partners.ts';
import { partnerCampaign } from '../../src/content/partners.ts';
import { ApiError } from '../../src/lib/api.ts';
import { loadClientWork } from '../../src/routes/_app/partner/-components/client-work-data.ts';

vi.mock('../../src/api/campaigns.ts', () => ({ fetchCampaign: vi.fn() }));
vi.mock('../../src/api/partners.ts', () => ({ fetchPartnerClients: vi.fn(), fetchClientConversations: vi.fn() }));

afterEach(() => {
  vi.mocked(fetchCampaign).mockReset();
  vi.mocked(fetchPartnerClients).mockReset();
});

const link = (patch: Partial<PartnerClientView>) => ({ brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', email: 'owner@kahawa.test', status: 'active', ...patch }) as PartnerClientView;
const clients = (...items: PartnerClientView[]) => vi.mocked(fetchPartnerClients).mockResolvedValue({ items, limit: 10, used: items.length });
const brief = (id: string, brandId: string, patch: Partial<CampaignView> = {}) => ({ id, brandId, brandName: 'Kahawa Coffee', title: 'Kahawa harvest', status: 'draft', ...patch }) as CampaignView;

async function newCampaign(brandId: string, from?: string) {
  const work = await loadClientWork('new-campaign', brandId, { from });
  if (work.kind !== 'new-campaign') throw new Error(`expected a new campaign, got ${work.kind}`);
  return work;
}

describe('a new campaign for a client in the wizard: /partner/new-campaign/{brandId}?from= (issue 25)', () => {
  it('is for an active client, named as the page says', async () => {
    clients(link({ manageCampaigns: true }));
    await expect(loadClientWork('new-campaign', 'acc-kahawa')).resolves.toEqual({
      kind: 'new-campaign', brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', source: null, copyUnused: false, refused: null,
    });
    expect(fetchCampaign).not.toHaveBeenCalled();
  });

  it('copies a brief of the client’s own, and none of another brand’s, saying the copy could not be used', async () => {
    clients(link({ manageCampaigns: true }));
    vi.mocked(fetchCampaign).mockResolvedValueOnce(brief('cmp-kahawa', 'acc-kahawa')).mockResolvedValueOnce(brief('cmp-zuri', 'acc-zuri'));
    expect(await newCampaign('acc-kahawa', 'cmp-kahawa')).toMatchObject({ source: { id: 'cmp-kahawa' }, copyUnused: false });
    expect(await newCampaign('acc-kahawa', 'cmp-zuri')).toMatchObject({ source: null, copyUnused: true });
  });

  it('starts blank, saying the copy could not be used, when the API refuses the brief to copy', async () => {
    clients(link({ manageCampaigns: true }));
    vi.mocked(fetchCampaign).mockRejectedValue(new ApiError('You do not work for this brand on Sauti.', 403));
    expect(await newCampaign('acc-kahawa', 'cmp-other')).toMatchObject({ source: null, copyUnused: true });
  });

  it('starts blank, saying the copy could not be used, when the brief to copy is not found, rather than the page', async () => {
    clients(link({ manageCampaigns: true }));
    vi.mocked(fetchCampaign).mockRejectedValue(new ApiError('Campaign not found.', 404));
    expect(await newCampaign('acc-kahawa', 'cmp-gone')).toMatchObject({ source: null, copyUnused: true, refused: null });
  });

  it('is refused on the page, not after the brief is written, when the client has not allowed "Manage campaigns"', async () => {
    clients(link({ manageCampaigns: false }));
    expect((await newCampaign('acc-kahawa')).refused).toBe(partnerCampaign.cannotManage('Kahawa Coffee'));
  });

  it('is not found for a brand that is not an active client', async () => {
    clients(link({ status: 'invited' }), link({ brandId: 'acc-zuri' }));
    const error = await loadClientWork('new-campaign', 'acc-kahawa').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});

describe('a client’s campaign in the wizard: /partner/campaigns/{id}?step= (issue 25)', () => {
  it('opens for a client that allows "Manage campaigns", without the page’s applications', async () => {
    clients(link({ manageCampaigns: true }));
    vi.mocked(fetchCampaign).mockResolvedValue(brief('cmp-kahawa', 'acc-kahawa'));
    await expect(loadClientWork('campaigns', 'cmp-kahawa', { editing: true })).resolves.toMatchObject({ kind: 'campaign', campaign: { id: 'cmp-kahawa' }, refused: null });
  });

  it('is refused on the page when the client has not allowed "Manage campaigns"', async () => {
    clients(link({ manageCampaigns: false }));
    vi.mocked(fetchCampaign).mockResolvedValue(brief('cmp-kahawa', 'acc-kahawa'));
    await expect(loadClientWork('campaigns', 'cmp-kahawa', { editing: true })).resolves.toMatchObject({ refused: partnerCampaign.cannotManage('Kahawa Coffee') });
  });

  it('says why on the page, with the API’s reason, when the API refuses the campaign itself (no "Manage campaigns")', async () => {
    vi.mocked(fetchCampaign).mockRejectedValue(new ApiError('This brand has not allowed you to manage its campaigns.', 403));
    for (const editing of [false, true]) {
      await expect(loadClientWork('campaigns', 'cmp-kahawa', { editing })).resolves.toEqual({ kind: 'refused', what: 'campaign', refused: 'This brand has not allowed you to manage its campaigns.' });
    }
  });

  it('is not found, not refused, when the campaign is gone', async () => {
    vi.mocked(fetchCampaign).mockRejectedValue(new ApiError('Campaign not found.', 404));
    expect(isNotFound(await loadClientWork('campaigns', 'cmp-gone').catch((e: unknown) => e))).toBe(true);
  });

  it('is not refused as the campaign’s page: the page itself needs no permission to read', async () => {
    vi.mocked(fetchCampaign).mockResolvedValue(brief('cmp-kahawa', 'acc-kahawa'));
    await expect(loadClientWork('campaigns', 'cmp-kahawa')).resolves.toMatchObject({ refused: null });
    expect(fetchPartnerClients).not.toHaveBeenCalled();
  });
});
