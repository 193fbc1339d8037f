import type { Role } from '../domain/user-types.ts';
import type { IconName } from '../components/ui/icon.tsx';

/**
 * Every link of the public and signed-in chrome (spec §2). Hrefs are plain strings because
 * several targets (/creators, /blog, /search...) are built by later issues; `NavLink` renders them.
 */
export interface NavItem {
  label: string;
  href: string;
}

export interface NavMenu {
  id: string;
  label: string;
  items: readonly NavItem[];
}

export interface IconLink extends NavItem {
  icon: IconName;
}

const niche = (label: string, slug: string): NavItem => ({ label, href: `/creators?niche=${slug}` });
const sort = (label: string, key: string): NavItem => ({ label, href: `/creators?sort=${key}` });

export const categoriesMenu: NavMenu = {
  id: 'categories',
  label: 'Categories',
  items: [
    niche('Fashion', 'fashion'),
    niche('Tech', 'tech'),
    niche('Lifestyle', 'lifestyle'),
    niche('Gaming', 'gaming'),
    niche('Food & Drink', 'food-and-drink'),
    niche('Travel', 'travel'),
  ],
};

export const influencersMenu: NavMenu = {
  id: 'influencers',
  label: 'Influencers',
  items: [
    sort('Top Creators', 'top'),
    sort('Trending', 'trending'),
    sort('New', 'new'),
    sort('Verified', 'verified'),
    sort('By Country', 'country'),
  ],
};

export const resourcesMenu: NavMenu = {
  id: 'resources',
  label: 'Resources',
  items: [
    { label: 'Blog', href: '/blog' },
    { label: 'Guides', href: '/docs' },
    { label: 'Support', href: '/support' },
    { label: 'FAQs', href: '/faqs' },
  ],
};

export const headerMenus: readonly NavMenu[] = [categoriesMenu, influencersMenu, resourcesMenu];

export const pricingLink: NavItem = { label: 'Pricing', href: '/pricing' };

export const accountMenu: NavMenu = {
  id: 'account',
  label: 'Account',
  items: [
    { label: 'Log in', href: '/login' },
    { label: 'Register', href: '/register' },
  ],
};

export const homeHref = '/';
export const searchHref = '/search';

export const supportHref = '/support';
/** Conversations (issue 23): one page for brands and creators. */
export const messagesHref = '/messages';

/** Each role's own work (campaigns issue), above the common links. */
const roleLinks: Record<Role, readonly IconLink[]> = {
  brand: [
    { label: 'Campaigns', href: '/brand', icon: 'megaphone' },
    { label: 'New campaign', href: '/brand/campaigns/new', icon: 'plus' },
    { label: 'Messages', href: messagesHref, icon: 'chat' },
    { label: 'Analytics', href: '/brand/analytics', icon: 'chart' },
    { label: 'Balance', href: '/brand/balance', icon: 'wallet' },
    { label: 'Receipts', href: '/brand/receipts', icon: 'ledger' },
  ],
  influencer: [
    { label: 'Campaigns', href: '/influencer', icon: 'megaphone' },
    { label: 'Messages', href: messagesHref, icon: 'chat' },
    { label: 'Verification', href: '/influencer/verification', icon: 'badge' },
    { label: 'Earnings', href: '/influencer/earnings', icon: 'wallet' },
    { label: 'Statements', href: '/influencer/statements', icon: 'ledger' },
    { label: 'Performance', href: '/influencer/performance', icon: 'chart' },
  ],
  partner: [],
  admin: [
    { label: 'Campaign review', href: '/admin/campaigns', icon: 'megaphone' },
    { label: 'Verifications', href: '/admin/verifications', icon: 'badge' },
    { label: 'Inbox', href: '/admin/inbox', icon: 'inbox' },
    { label: 'Ledger', href: '/admin/ledger', icon: 'ledger' },
    { label: 'Reconciliation', href: '/admin/reconciliation', icon: 'scale' },
    { label: 'Receipts', href: '/admin/receipts', icon: 'ledger' },
    { label: 'Disputes', href: '/admin/disputes', icon: 'help' },
  ],
};

/** Signed-in sidebar (spec §2): settings and profile paths are built from the role. */
export function sidebarLinks(role: Role | null): readonly IconLink[] {
  return [
    ...(role ? roleLinks[role] : []),
    { label: 'Upgrade', href: '/upgrade', icon: 'upgrade' },
    ...(role ? [{ label: 'Settings', href: `/${role}/settings`, icon: 'settings' } as const] : []),
    { label: 'Help', href: supportHref, icon: 'help' },
  ];
}

export const profileHref = (role: Role) => `/${role}/profile`;
