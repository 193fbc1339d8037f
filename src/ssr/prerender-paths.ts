/**
 * The public pages written as HTML at build time (docs/decisions/0017). Not here: /creators and /search (their
 * content is API data), /verify-otp (it needs history state), /careers (a redirect), and every signed-in and
 * onboarding route, which stay client-rendered from app.html.
 */
export const PRERENDER_PATHS = [
  '/', '/pricing', '/about', '/mission', '/vision', '/story', '/values', '/partners',
  '/privacy', '/terms', '/support', '/faqs', '/contact', '/survey', '/recruitment',
  '/blog', '/docs', '/case-studies', '/changelog', '/community', '/university', '/events',
  '/hackathons', '/referrals', '/students', '/login', '/register',
] as const;

/** Rendered to 404.html: no route matches it, so the app's not-found page is what it shows. */
export const NOT_FOUND_PATH = '/__sauti-not-found';
