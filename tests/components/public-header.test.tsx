// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotFound } from '../../src/components/not-found.tsx';
import { PublicFooter } from '../../src/components/public-footer.tsx';
import { PublicHeader } from '../../src/components/public-header.tsx';
import { renderWithRouter } from '../support/render-with-router.tsx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const hrefOf = (name: string | RegExp, scope: Pick<typeof screen, 'getByRole'> = screen) => scope.getByRole('link', { name }).getAttribute('href');

describe('PublicHeader', () => {
  it('has a logo link to / with the product name, a Pricing link and a labelled search box', async () => {
    await renderWithRouter(<PublicHeader />);
    expect(hrefOf(/^Sauti/)).toBe('/');
    expect(hrefOf('Pricing')).toBe('/pricing');
    const search = screen.getByRole('searchbox', { name: 'Search creators and campaigns' });
    expect(search.getAttribute('placeholder')).toBe('Search creators, campaigns...');
  });

  it('opens a dropdown with Enter, and Escape closes it and returns focus to the button', async () => {
    const { user } = await renderWithRouter(<PublicHeader />);
    const button = screen.getByRole('button', { name: 'Categories' });
    expect(screen.queryByRole('link', { name: 'Fashion' })).toBeNull();

    act(() => button.focus());
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(hrefOf('Fashion')).toBe('/creators?niche=fashion');
    expect(hrefOf('Food & Drink')).toBe('/creators?niche=food-and-drink');

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Fashion' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens a dropdown with ArrowDown onto its first item; Escape from an item returns focus to the button', async () => {
    const { user } = await renderWithRouter(<PublicHeader />);
    const button = screen.getByRole('button', { name: 'Resources' });
    act(() => button.focus());
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Blog' }));
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Guides' }));
    expect(['Blog', 'Guides', 'Support', 'FAQs'].map((name) => hrefOf(name))).toEqual(['/blog', '/docs', '/support', '/faqs']);

    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('opens the dropdowns on hover', async () => {
    const { user } = await renderWithRouter(<PublicHeader />);
    await user.hover(screen.getByRole('button', { name: 'Influencers' }));
    expect(hrefOf('Top Creators')).toMatch(/^\/creators\?sort=/);
    expect(screen.getAllByRole('link', { name: /^(Top Creators|Trending|New|Verified|By Country)$/ })).toHaveLength(5);
    await user.unhover(screen.getByRole('button', { name: 'Influencers' }));
    expect(screen.queryByRole('link', { name: 'Top Creators' })).toBeNull();
  });

  it('has an Account menu with Log in and Register', async () => {
    const { user } = await renderWithRouter(<PublicHeader />);
    await user.click(screen.getByRole('button', { name: 'Account' }));
    expect(hrefOf('Log in')).toBe('/login');
    expect(hrefOf('Register')).toBe('/register');
  });

  it('navigates to /search?q=… when the search is submitted', async () => {
    const { user, router } = await renderWithRouter(<PublicHeader />);
    await user.type(screen.getByRole('searchbox', { name: 'Search creators and campaigns' }), 'nairobi food{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toEqual({ q: 'nairobi food' });
  });

  it('names the theme button after the current theme', async () => {
    const { user } = await renderWithRouter(<PublicHeader />);
    const button = screen.getByRole('button', { name: /^Theme: / });
    const before = button.getAttribute('aria-label');
    await user.click(button);
    expect(button.getAttribute('aria-label')).not.toBe(before);
  });

  it('opens the mobile menu, keeps focus inside it, and closes it on Escape returning focus', async () => {
    const { user } = await renderWithRouter(<PublicHeader />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(dialog.id);
    expect(dialog.contains(document.activeElement)).toBe(true);
    for (const [name, href] of [['Fashion', '/creators?niche=fashion'], ['Pricing', '/pricing'], ['Log in', '/login'], ['Register', '/register'], ['FAQs', '/faqs']]) {
      expect(hrefOf(name!, within(dialog))).toBe(href);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});

const FOOTER_HREFS = [
  '/about', '/mission', '/vision', '/story', '/values', '/careers', '/partners', '/docs', '/blog', '/case-studies',
  '/changelog', '/referrals', '/university', '/events', '/hackathons', '/community', '/students',
  '/privacy', '/terms', '/support', '/faqs', '/contact', '/survey', '/pricing',
];

describe('PublicFooter', () => {
  it('shows the current year and the tagline', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-03-15T12:00:00Z'));
    await renderWithRouter(<PublicFooter />);
    expect(screen.getByText('© 2031 Sauti')).toBeTruthy();
    expect(screen.getByText('Revolutionizing influencer marketing for small businesses through social e-commerce.')).toBeTruthy();
  });

  it('links to every footer page, with Creator Academy at /university', async () => {
    await renderWithRouter(<PublicFooter />);
    const hrefs = new Set(screen.getAllByRole('link').map((link) => link.getAttribute('href')));
    for (const href of FOOTER_HREFS) expect(hrefs, href).toContain(href);
    expect(hrefOf('Creator Academy')).toBe('/university');
  });

  it('has labelled social links that lead to a page, never "#"', async () => {
    await renderWithRouter(<PublicFooter />);
    const social = screen.getAllByRole('link', { name: /^Sauti on / });
    expect(social.length).toBeGreaterThan(0);
    for (const link of social) expect(link.getAttribute('href')).toMatch(/^\/[a-z]/);
  });
});

describe('NotFound', () => {
  it('says "Page not found" in the main region with links home and to support, inside the public chrome', async () => {
    await renderWithRouter(<NotFound />, { path: '/nowhere' });
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(within(main).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/', '/support']);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });
});
