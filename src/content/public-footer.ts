import { accountMenu, headerMenus, homeHref, pricingLink, searchHref, type IconLink, type NavItem } from './navigation.ts';

/**
 * The public footer's links (spec §2), apart from navigation.ts: only the public pages show them, so the signed-in
 * pages do not load them (docs/decisions/0008).
 */
export interface FooterColumn {
  heading: string;
  links: readonly NavItem[];
}

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
