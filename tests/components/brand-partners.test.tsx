// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BrandPartners, PartnerClientView } from '../../src/api/partners.ts';
import { BrandPartnersPanel } from '../../src/routes/_app/brand/-components/brand-partners.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

const link = (changes: Partial<PartnerClientView>): PartnerClientView => ({
  id: 'pc-1', partnerId: 'acc-partner', partnerName: 'Brian Mwangi', partnerEmail: 'partner@sauti.test', email: 'brand@sauti.test',
  brandId: 'acc-brand', brandName: 'Duka Fresh', status: 'active', manageCampaigns: true, reviewDeliverables: true, spendingLimit: 0,
  createdByPartner: false, claimedAt: null, createdAt: '2026-01-05T07:00:00.000Z', answeredAt: null, endedAt: null, ...changes,
});
const data = (items: PartnerClientView[]): BrandPartners => ({ items, actions: [] });

describe('the brand\'s partner settings (routes/_app/brand/-components/brand-partners.tsx, issue 25)', () => {
  afterEach(cleanup);

  it('names the inviting partner with its email, and Accept and Decline are described by the invitation', async () => {
    await renderWithRouter(<BrandPartnersPanel data={data([link({ status: 'invited', brandId: null })])} />);
    expect(screen.getByText('Brian Mwangi (partner@sauti.test) invites you to work together')).toBeTruthy();
    for (const name of ['Accept', 'Decline']) {
      expect(screen.getByRole('button', { name }).getAttribute('aria-describedby')).toBe('invite-pc-1');
    }
  });

  it('offers to claim a brand its partner made, with no permissions or removal until it is claimed (issue 25)', async () => {
    await renderWithRouter(<BrandPartnersPanel data={data([link({ createdByPartner: true, claimedAt: null })])} />);
    expect(screen.getByText(/Brian Mwangi \(partner@sauti.test\) made this brand account for you/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim this brand' }).getAttribute('aria-describedby')).toBe('made-pc-1');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Brian Mwangi' })).toBeNull();
    cleanup();
    await renderWithRouter(<BrandPartnersPanel data={data([link({ createdByPartner: true, claimedAt: '2026-01-06T07:00:00.000Z' })])} />);
    expect(screen.queryByRole('button', { name: 'Claim this brand' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Remove Brian Mwangi' })).toBeTruthy();
  });

  it('groups each partner\'s settings in a fieldset named after the partner', async () => {
    await renderWithRouter(<BrandPartnersPanel data={data([link({})])} />);
    const group = screen.getByRole('group', { name: 'What Brian Mwangi may do and spend' });
    expect(group.querySelectorAll('input[type="checkbox"]')).toHaveLength(2);
  });

  it('asks before removing a partner, and keeping it closes the question', async () => {
    await renderWithRouter(<BrandPartnersPanel data={data([link({})])} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Brian Mwangi' }));
    expect(screen.getByRole('dialog', { name: 'Remove Brian Mwangi?' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Yes, remove Brian Mwangi' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Keep this partner' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
