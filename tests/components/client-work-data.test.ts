import { isNotFound } from '@tanstack/react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignView } from '../../src/api/campaign-schema.ts';
import { fetchCampaign } from '../../src/api/campaigns.ts';
import { fetchPartnerClients, type PartnerClientView } from '../../src/api/partners.ts';
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
const brief = (id: string, brandId: string) => ({ id, brandId, title: 'Kahawa harvest' }) as CampaignView;

describe('a new campaign for a client in the wizard: /partner/new-campaign/{brandId}?from= (issue 25)', () => {
  it('is for an active client, named as the page says', async () => {
    clients(link({}));
    await expect(loadClientWork('new-campaign', 'acc-kahawa')).resolves.toEqual({ kind: 'new-campaign', brandId: 'acc-kahawa', brandName: 'Kahawa Coffee', source: null });
    expect(fetchCampaign).not.toHaveBeenCalled();
  });

  it('copies a brief of the client’s own, and none of another brand’s', async () => {
    clients(link({}));
    vi.mocked(fetchCampaign).mockResolvedValueOnce(brief('cmp-kahawa', 'acc-kahawa')).mockResolvedValueOnce(brief('cmp-zuri', 'acc-zuri'));
    expect((await loadClientWork('new-campaign', 'acc-kahawa', { from: 'cmp-kahawa' })).source).toMatchObject({ id: 'cmp-kahawa' });
    expect((await loadClientWork('new-campaign', 'acc-kahawa', { from: 'cmp-zuri' })).source).toBeNull();
  });

  it('starts blank when the API refuses the brief to copy', async () => {
    clients(link({}));
    vi.mocked(fetchCampaign).mockRejectedValue(new ApiError('You do not work for this brand on Sauti.', 403));
    expect((await loadClientWork('new-campaign', 'acc-kahawa', { from: 'cmp-other' })).source).toBeNull();
  });

  it('is not found for a brand that is not an active client', async () => {
    clients(link({ status: 'invited' }), link({ brandId: 'acc-zuri' }));
    const error = await loadClientWork('new-campaign', 'acc-kahawa').catch((e: unknown) => e);
    expect(isNotFound(error)).toBe(true);
  });
});
