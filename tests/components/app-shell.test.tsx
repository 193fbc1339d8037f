// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../src/domain/user-types.ts';
import { AppShell } from '../../src/components/app-shell.tsx';
import { auth } from '../../src/auth/auth.ts';
import { themeStore } from '../../src/lib/theme.ts';
import { renderWithRouter } from '../support/render-with-router.tsx';

const jane: User = { name: 'Jane Wanjiku', email: 'jane@example.com', role: 'influencer', avatar: null };

const renderShell = (user: User = jane) =>
  renderWithRouter(
    <AppShell user={user}>
      <h1>Child route</h1>
    </AppShell>,
  );

beforeEach(() => {
  localStorage.clear();
  // The app's theme store lives for the whole module; start every test from the default.
  themeStore().setTheme('system');
});
afterEach(cleanup);

describe('AppShell', () => {
  it('shows the product name, a badge with the role, and the child route inside main', async () => {
    await renderShell();
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: /^Sauti/ }).getAttribute('href')).toBe('/');
    expect(within(banner).getByText('Influencer')).toBeTruthy();
    expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Child route' })).toBeTruthy();
    expect(screen.getByRole('contentinfo').textContent).toBe(`© ${new Date().getFullYear()} Sauti`);
  });

  it('shows the role label of a brand', async () => {
    await renderShell({ ...jane, role: 'brand' });
    expect(within(screen.getByRole('banner')).getByText('Brand')).toBeTruthy();
  });

  it('has an AI Copilot button with no action, described as coming soon on hover and focus', async () => {
    const { user } = await renderShell();
    const copilot = screen.getByRole('button', { name: 'AI Copilot' });
    expect(copilot.getAttribute('aria-disabled')).toBe('true');
    const description = document.getElementById(copilot.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('AI Copilot is coming soon.');
    expect(screen.queryByRole('tooltip')).toBeNull();

    await user.hover(copilot);
    expect(screen.getByRole('tooltip').textContent).toBe('AI Copilot is coming soon.');
    await user.unhover(copilot);
    expect(screen.queryByRole('tooltip')).toBeNull();

    act(() => copilot.focus());
    expect(screen.getByRole('tooltip')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('cycles the theme system → dark → light → system from the top bar, on the document root', async () => {
    const { user } = await renderShell();
    const button = () => within(screen.getByRole('banner')).getByRole('button', { name: /^Theme: / });
    expect(button().getAttribute('aria-label')).toMatch(/^Theme: System/);
    await user.click(button());
    expect(button().getAttribute('aria-label')).toMatch(/^Theme: Dark/);
    expect(document.documentElement.classList.contains('dark')).toBe(true);
    expect(localStorage.getItem('theme')).toBe('dark');
    await user.click(button());
    expect(button().getAttribute('aria-label')).toMatch(/^Theme: Light/);
    expect(document.documentElement.classList.contains('dark')).toBe(false);
    await user.click(button());
    expect(button().getAttribute('aria-label')).toMatch(/^Theme: System/);
  });

  it('has an avatar menu with the initials, Profile for the role, and Log out that sends LOGOUT', async () => {
    const send = vi.spyOn(auth, 'send').mockImplementation(() => {});
    const { user } = await renderShell();
    const avatar = screen.getByRole('button', { name: 'Account menu for Jane Wanjiku' });
    expect(avatar.textContent).toBe('JW');
    expect(avatar.getAttribute('aria-expanded')).toBe('false');

    await user.click(avatar);
    expect(avatar.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/influencer/profile');
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(send).toHaveBeenCalledWith({ type: 'LOGOUT' });
    expect(avatar.getAttribute('aria-expanded')).toBe('false');
  });

  it('uses the first letter of the email when the user has no name', async () => {
    await renderShell({ ...jane, name: '' });
    expect(screen.getByRole('button', { name: 'Account menu for jane@example.com' }).textContent).toBe('J');
  });

  it('has a sidebar with Upgrade, Settings for the role and Help that keeps its names when collapsed to icons', async () => {
    const { user } = await renderShell();
    const sidebar = () => screen.getByRole('navigation', { name: 'Sidebar' });
    const hrefs = () => ['Upgrade', 'Settings', 'Help'].map((name) => within(sidebar()).getByRole('link', { name }).getAttribute('href'));
    expect(hrefs()).toEqual(['/upgrade', '/influencer/settings', '/support']);

    await user.click(screen.getByRole('button', { name: 'Collapse sidebar' }));
    expect(within(sidebar()).getByText('Settings').className).toContain('sr-only');
    expect(hrefs()).toEqual(['/upgrade', '/influencer/settings', '/support']);
    await user.click(screen.getByRole('button', { name: 'Expand sidebar' }));
    expect(within(sidebar()).getByText('Settings').className).not.toContain('sr-only');
  });

  it('slides the sidebar in on mobile through a toggle, and Escape closes it returning focus', async () => {
    const { user } = await renderShell();
    const toggle = screen.getByRole('button', { name: 'Navigation menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle);
    const panel = screen.getByRole('dialog', { name: 'Sidebar' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(toggle.getAttribute('aria-controls')).toBe(panel.id);
    expect(panel.contains(document.activeElement)).toBe(true);
    expect(within(panel).getByRole('link', { name: 'Upgrade' }).getAttribute('href')).toBe('/upgrade');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
