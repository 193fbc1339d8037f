// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { savePackage } from '../../src/api/my-packages.ts';
import type { CreatorPackage } from '../../src/domain/creator-page.ts';
import { PackageForm } from '../../src/routes/_app/influencer/-components/package-form.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

vi.mock('../../src/api/my-packages.ts', () => ({ savePackage: vi.fn() }));
vi.mock('../../src/lib/toast.ts', () => ({ notify: vi.fn(), notifyError: vi.fn() }));

const stored: CreatorPackage = {
  id: 'pkg-1', title: '1 TikTok video', description: 'A TikTok of your dish at a Nairobi food spot.', platforms: ['tiktok'],
  price: 900_000, currency: 'KES', deliveryDays: 6, version: 1,
  deliverables: [{ platform: 'tiktok', type: 'video', quantity: 1, rights: [{ use: 'paid_ads', duration: 2, unit: 'months', countries: ['KE', 'UG'], price: 150_000 }] }],
};

afterEach(() => {
  cleanup();
  vi.mocked(savePackage).mockReset();
});

describe('a package\'s usage rights name their countries with the campaign wizard\'s picker (package-form.tsx, issue 24)', () => {
  it('picks a right\'s countries by name and sends their ISO codes, as the API has always taken them', async () => {
    vi.mocked(savePackage).mockResolvedValue(stored);
    const { user } = await renderWithRouter(<PackageForm pkg={null} onClose={() => {}} />);
    await user.type(screen.getByLabelText('Title'), '1 TikTok video');
    await user.type(screen.getByLabelText('What the brand gets'), 'A TikTok of your dish at a Nairobi food spot.');
    await user.type(screen.getByLabelText('Price'), '9000');
    await user.click(screen.getByRole('button', { name: 'Add a usage right to line 1' }));
    const countries = screen.getByRole('group', { name: 'Countries' });
    // A new right starts in Kenya, shown by its name; a creator adds Uganda by typing its name.
    expect(within(countries).getByRole('button', { name: 'Remove Kenya' })).toBeTruthy();
    await user.type(within(countries).getByRole('combobox', { name: 'Add a country' }), 'Uganda{Enter}');
    expect(within(countries).getByRole('button', { name: 'Remove Uganda' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(savePackage).toHaveBeenCalled());
    expect(vi.mocked(savePackage).mock.calls[0]![1].deliverables[0]!.rights[0]!.countries).toEqual(['KE', 'UG']);
  });

  it('shows a stored package\'s countries by name, and sends what is left after one is removed', async () => {
    vi.mocked(savePackage).mockResolvedValue(stored);
    const { user } = await renderWithRouter(<PackageForm pkg={stored} onClose={() => {}} />);
    const countries = screen.getByRole('group', { name: 'Countries' });
    expect(within(countries).getByText('Kenya')).toBeTruthy();
    await user.click(within(countries).getByRole('button', { name: 'Remove Uganda' }));
    await user.click(screen.getByRole('button', { name: 'Save package' }));
    await waitFor(() => expect(savePackage).toHaveBeenCalledWith('pkg-1', expect.objectContaining({
      deliverables: [expect.objectContaining({ rights: [expect.objectContaining({ countries: ['KE'] })] })],
    })));
  });
});
