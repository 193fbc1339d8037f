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

describe("the directory's count and pager", () => {
  const page = (result: Partial<DirectoryResult>, url: string) => {
    const full = { items: [], total: 0, totalIsCapped: false, page: 1, perPage: 12, ...result } as DirectoryResult;
    return renderWithRouter(<DirectoryPage result={full} filters={{ sort: 'top' }} />, { path: url });
  };
  const pager = () => screen.getByRole('navigation', { name: 'Pages' });
  // jsdom joins "Next" and its visually hidden " page" without the space; the browser suite reads "Next page".
  const link = (name: string) => screen.queryByRole('link', { name: new RegExp(`^${name}\\s*page$`) });
  const to = (name: string) => new URLSearchParams(link(name)?.getAttribute('href')?.split('?')[1]).get('page');
  const card = { id: 'cr-1', name: 'Amina', username: 'amina', avatar: null, country: 'KE', niches: [], languages: [], platforms: [], verifiedAt: '', rating: { average: null, count: 0 }, fromPrice: null };

  it('says "1,000+" in the status and the pager when the count is capped, and leads on with Next but to no last page', async () => {
    await page({ items: [card], total: 1_000, totalIsCapped: true, page: 90 }, '/creators?page=90');
    expect(screen.getByRole('status').textContent).toBe('1,000+ verified creators, sorted by Top Creators.');
    expect(pager().textContent).toContain('Page 90 (1,000+ creators)');
    expect(to('Next')).toBe('91');
    // Past the cap, Previous is the page before, not the 84th (1,000 at 12 a page).
    expect(to('Previous')).toBe('89');
    expect(link('Last')).toBeNull();
  });

  it('gives the page count and a Last link when the total is exact, with thousands grouped', async () => {
    await page({ items: [card], total: 1_065, page: 2, perPage: 50 }, '/creators?page=2');
    expect(screen.getByRole('status').textContent).toBe('1,065 verified creators, sorted by Top Creators.');
    expect(pager().textContent).toContain('Page 2 of 22');
    expect(to('Last')).toBe('22');
    cleanup();
    await page({ items: [card], total: 1_065, page: 22, perPage: 50 }, '/creators?page=22');
    expect(link('Next')).toBeNull();
    expect(link('Last')).toBeNull();
    expect(pager().textContent).toContain('Page 22 of 22');
  });

  it('leads back from a page past the end (a stale link): Previous and Last both go to the last real page', async () => {
    await page({ items: [], total: 1_065, page: 40, perPage: 50 }, '/creators?page=40');
    expect(to('Previous')).toBe('22');
    expect(to('Last')).toBe('22');
    expect(link('Next')).toBeNull();
  });
});
