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

export interface FooterColumn {
  heading: string;
  links: readonly NavItem[];
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

export const footerColumns: readonly FooterColumn[] = [
  {
    heading: 'Company',
    links: [
      { label: 'About Us', href: '/about' },
      { label: 'Our Mission', href: '/mission' },
      { label: 'Our Vision', href: '/vision' },
      { label: 'Our Story', href: '/story' },
      { label: 'Our Values', href: '/values' },
      { label: 'Careers', href: '/careers' },
      { label: 'Partners', href: '/partners' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Docs', href: '/docs' },
      { label: 'Blog', href: '/blog' },
      { label: 'Case Studies', href: '/case-studies' },
      { label: 'Changelog', href: '/changelog' },
      { label: 'Pricing', href: '/pricing' },
    ],
  },
  {
    heading: 'Community',
    links: [
      { label: 'Community', href: '/community' },
      { label: 'Creator Academy', href: '/university' },
      { label: 'Events', href: '/events' },
      { label: 'Hackathons', href: '/hackathons' },
      { label: 'Referrals', href: '/referrals' },
      { label: 'Students', href: '/students' },
    ],
  },
  {
    heading: 'Help',
    links: [
      { label: 'Support', href: '/support' },
      { label: 'FAQs', href: '/faqs' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Survey', href: '/survey' },
    ],
  },
];

export const legalLinks: readonly NavItem[] = [
  { label: 'Privacy Policy', href: '/privacy' },
  { label: 'Terms of Service', href: '/terms' },
];

/** The spec's social icons lead nowhere; they point at the community page rather than a dead `#`. */
export const socialLinks: readonly IconLink[] = [
  { label: 'Sauti on Instagram', href: '/community', icon: 'instagram' },
  { label: 'Sauti on TikTok', href: '/community', icon: 'tiktok' },
  { label: 'Sauti on X', href: '/community', icon: 'x' },
  { label: 'Sauti on LinkedIn', href: '/community', icon: 'linkedin' },
  { label: 'Sauti on YouTube', href: '/community', icon: 'youtube' },
];

export const supportHref = '/support';
/** Conversations (issue 23): one page for brands and creators. */
export const messagesHref = '/messages';

/** Every href of the public header and footer, each once (the link check and the accessibility sweep visit them all). */
export function publicChromeHrefs(): string[] {
  return [
    ...new Set([
      homeHref,
      ...headerMenus.flatMap((menu) => menu.items.map((item) => item.href)),
      pricingLink.href,
      ...accountMenu.items.map((item) => item.href),
      `${searchHref}?q=fashion`,
      ...footerColumns.flatMap((column) => column.links.map((link) => link.href)),
      ...legalLinks.map((link) => link.href),
      ...socialLinks.map((link) => link.href),
    ]),
  ];
}

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
