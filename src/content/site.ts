import type { ThemePreference } from '../lib/theme.ts';

/** The product's name, as every page shows it. */
export const PRODUCT_NAME = 'Sauti';

/** Copy of the public and signed-in chrome. The tagline is the spec's (§1), verbatim. */
export const site = {
  productName: PRODUCT_NAME,
  tagline: 'Revolutionizing influencer marketing for small businesses through social e-commerce.',
  homeLabel: `${PRODUCT_NAME} home`,
  skipToMain: 'Skip to main content',
  /** Spec §4 "Route guard": shown while a page waits, e.g. for the session check. */
  loading: 'Loading...',
  copyright: (year: number) => `© ${year} ${PRODUCT_NAME}`,
  search: {
    label: 'Search creators and campaigns',
    placeholder: 'Search creators, campaigns...',
    submit: 'Search',
  },
  header: {
    navLabel: 'Main',
    menuButton: 'Menu',
    closeMenu: 'Close menu',
    menuTitle: 'Menu',
  },
  footer: {
    navLabel: 'Footer',
    socialHeading: 'Follow us',
    legalLabel: 'Legal',
  },
  notFound: {
    title: 'Page not found',
    body: "We couldn't find the page you were looking for. It may have moved, or the address may be mistyped.",
    home: 'Back to home',
    support: 'Visit the help centre',
  },
} as const;

/** Theme names as the theme button announces them. */
export const themeLabels: Record<ThemePreference, string> = {
  system: 'System',
  dark: 'Dark',
  light: 'Light',
};

export const themeButtonLabel = (current: ThemePreference, next: ThemePreference) =>
  `Theme: ${themeLabels[current]} (switch to ${themeLabels[next]})`;

export const appShell = {
  roleLabel: 'Role:',
  noRole: 'New member',
  copilot: 'AI Copilot',
  copilotSoon: 'AI Copilot is coming soon.',
  accountMenu: (who: string) => `Account menu for ${who}`,
  profile: 'Profile',
  logout: 'Log out',
  sidebarLabel: 'Sidebar',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
  sidebarButton: 'Navigation menu',
  closeSidebar: 'Close navigation',
} as const;
