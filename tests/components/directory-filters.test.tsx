// @vitest-environment jsdom
import { useRouterState } from '@tanstack/react-router';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DirectoryPage as DirectoryResult } from '../../src/api/directory.ts';
import { directorySearchCopy } from '../../src/content/directory-search.ts';
import { DirectoryPage } from '../../src/routes/_public/-components/directory-page.tsx';
import type { DirectoryFilterValues } from '../../src/routes/_public/-components/directory-filters.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

afterEach(cleanup);

const result = { items: [], total: 0, page: 1, perPage: 12 } as unknown as DirectoryResult;

/** The page as the route renders it: its filters are the URL's. */
function Page() {
  const search = useRouterState({ select: (s) => s.location.search }) as Partial<DirectoryFilterValues>;
  return <DirectoryPage result={result} filters={{ ...search, sort: 'top' }} />;
}

const priceMin = () => screen.getByLabelText(directorySearchCopy.priceMin) as HTMLInputElement;
const priceMax = () => screen.getByLabelText(directorySearchCopy.priceMax) as HTMLInputElement;

describe("the directory's filters", () => {
  it('refuses a highest price below the lowest on the field, focused, and does not search', async () => {
    const { router, user } = await renderWithRouter(<Page />, { path: '/creators' });
    await user.type(priceMin(), '5000');
    await user.type(priceMax(), '1000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));

    expect(screen.getByRole('alert').textContent).toBe(directorySearchCopy.priceMaxBelowMin);
    expect(priceMax().getAttribute('aria-invalid')).toBe('true');
    expect(priceMax().getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    expect(document.activeElement).toBe(priceMax());
    expect(router.state.location.search).toEqual({});

    await user.clear(priceMax());
    await user.type(priceMax(), '9000');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toMatchObject({ priceMin: 5000, priceMax: 9000 });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('takes prices from 1: a highest price of 0 is not sent', async () => {
    const { router, user } = await renderWithRouter(<Page />, { path: '/creators' });
    expect(priceMax().min).toBe('1');
    await user.type(priceMax(), '0');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).not.toHaveProperty('priceMax');
  });

  it('follows the URL: Clear filters empties the fields and drops the error', async () => {
    const { user } = await renderWithRouter(<Page />, { path: '/creators?priceMin=5000' });
    expect(priceMin().value).toBe('5000');
    await user.type(priceMax(), '10');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(screen.getByRole('alert')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(priceMin().value).toBe('');
    expect(priceMax().value).toBe('');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
