// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PhoneState } from '../../src/api/notices.ts';
import type { BrandPartners, PartnerClientView } from '../../src/api/partners.ts';
import { noticesCopy } from '../../src/content/notices.ts';
import { BrandPartnersPanel } from '../../src/routes/_app/brand/-components/brand-partners.tsx';
import { NoticePhone } from '../../src/routes/_app/-components/notice-phone.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../src/api/notices.ts', () => ({
  verifyPhoneCode: vi.fn(async () => ({ phone: '+254700000001', verified: true, codePending: false })),
  sendPhoneCode: vi.fn(), removePhone: vi.fn(),
}));
vi.mock('../../src/api/partners.ts', () => ({ answerPartner: vi.fn(async () => ({})), updatePartner: vi.fn() }));

afterEach(cleanup);
const t = noticesCopy.phone;

/**
 * Renders `view(data)` the way a route does: the data is the loader's, and the router's reload (invalidate)
 * swaps in `next`, as the real loader would after the change.
 */
async function withReload<D>(first: D, next: D, view: (data: D) => React.ReactNode) {
  let set!: (d: D) => void;
  function Page() {
    const [data, setData] = useState(first);
    set = setData;
    return <>{view(data)}</>;
  }
  const rendered = await renderWithRouter(<Page />);
  vi.spyOn(rendered.router, 'invalidate').mockImplementation(async () => act(() => set(next)));
  return rendered;
}

describe('focus after a change removes what was focused (WCAG 2.4.3)', () => {
  it('moves focus to the confirmed line once the code is confirmed and its form is gone', async () => {
    const pending: PhoneState = { phone: '+254700000001', verified: false, codePending: true };
    const { user } = await withReload(pending, { ...pending, verified: true, codePending: false }, (phone) => <NoticePhone phone={phone} />);
    await user.type(screen.getByLabelText(t.code), '123456');
    await user.click(screen.getByRole('button', { name: t.verify }));
    // The change, the reload and the focus that follows settle after the click's own handlers: wait for them.
    await waitFor(() => expect(screen.queryByLabelText(t.code)).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toBe(t.verified('+254700000001')));
  });

  it('moves focus to the number field when "Use another number" replaces its button', async () => {
    const verified: PhoneState = { phone: '+254700000001', verified: true, codePending: false };
    const { user } = await withReload(verified, verified, (phone) => <NoticePhone phone={phone} />);
    await user.click(screen.getByRole('button', { name: t.change }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(t.number)));
  });

  it('moves focus to the partner\'s line once the brand is claimed and the Claim button is gone', async () => {
    const made: PartnerClientView = {
      id: 'pc-1', partnerId: 'acc-partner', partnerName: 'Brian Mwangi', partnerEmail: 'partner@sauti.test', email: 'brand@sauti.test',
      brandId: 'acc-brand', brandName: 'Duka Fresh', status: 'active', manageCampaigns: true, reviewDeliverables: true, spendingLimit: 0,
      createdByPartner: true, claimedAt: null, createdAt: '2026-01-05T07:00:00.000Z', answeredAt: null, endedAt: null,
    };
    const data = (p: PartnerClientView): BrandPartners => ({ items: [p], actions: [] });
    const { user } = await withReload(data(made), data({ ...made, claimedAt: '2026-01-06T07:00:00.000Z' }), (d) => <BrandPartnersPanel data={d} />);
    await user.click(screen.getByRole('button', { name: 'Claim this brand' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Claim this brand' })).toBeNull());
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Brian Mwangi \(partner@sauti.test\)/));
  });
});
