// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveNoticePreferences, type NoticeSettings } from '../../src/api/notices.ts';
import { noticesCopy } from '../../src/content/notices.ts';
import { defaultNoticePreferences, NOTICE_KIND_LABELS, NOTICE_KINDS } from '../../src/domain/notice-preferences.ts';
import { NoticePreferencesForm } from '../../src/routes/_app/-components/notice-preferences.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));
vi.mock('../../src/api/notices.ts', () => ({ saveNoticePreferences: vi.fn() }));

afterEach(cleanup);
const t = noticesCopy.preferences;
const settings = (marketing: boolean): NoticeSettings => {
  const preferences = defaultNoticePreferences();
  preferences.channels.marketing.email = marketing;
  return { phone: { phone: null, verified: false, codePending: false }, preferences, marketingConsent: marketing };
};
const rows = () => screen.getAllByRole('rowheader').map((th) => th.textContent);

describe('notice preferences', () => {
  it('lists only the kinds of notice the role can receive', async () => {
    await renderWithRouter(<NoticePreferencesForm settings={settings(false)} role="brand" />);
    expect(rows()).toEqual(['Submissions to review', 'Review and dispute deadlines (24 hours ahead)', 'Payouts paid', 'News and offers from Sauti']);
    cleanup();
    await renderWithRouter(<NoticePreferencesForm settings={settings(false)} role="influencer" />);
    expect(rows()).toEqual(['Invitations to campaigns', 'Accepted applications', 'Review and dispute deadlines (24 hours ahead)', 'Payouts paid', 'News and offers from Sauti']);
    cleanup();
    await renderWithRouter(<NoticePreferencesForm settings={settings(false)} role={null} />);
    expect(rows()).toEqual(NOTICE_KINDS.map((k) => NOTICE_KIND_LABELS[k]));
  });

  it('shows what the server saved: marketing turned off withdraws consent, and the box is unticked', async () => {
    vi.mocked(saveNoticePreferences).mockResolvedValue(settings(false));
    const { router, user } = await renderWithRouter(<NoticePreferencesForm settings={settings(true)} role="influencer" />);
    vi.spyOn(router, 'invalidate').mockResolvedValue(undefined);
    const consent = screen.getByRole('checkbox', { name: t.consent }) as HTMLInputElement;
    expect(consent.checked).toBe(true);
    await user.click(screen.getByRole('checkbox', { name: 'News and offers from Sauti by Email' }));
    await user.click(screen.getByRole('button', { name: t.save }));
    expect(saveNoticePreferences).toHaveBeenCalledTimes(1);
    expect(consent.checked).toBe(false);
  });
});
