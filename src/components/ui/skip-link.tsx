import { site } from '../../content/site.ts';

/** First stop for keyboard users (WCAG 2.4.1): every layout puts its content in <main id="main">. */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only rounded bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50"
    >
      {site.skipToMain}
    </a>
  );
}
