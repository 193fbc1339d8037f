import { useEffect, useState } from 'react';
import { about, aboutSections, type AboutSectionId } from '../../../content/about.ts';
import { SectionLink } from './about-section-link.tsx';

/** Below the sticky header (4 rem) and above the lower 55 % of the screen: the "reading line". */
const READING_BAND = '-96px 0px -55% 0px';

/** The section in view: the first, in page order, that crosses the reading band. */
function useActiveSection(ids: readonly AboutSectionId[]): [AboutSectionId, (id: AboutSectionId) => void] {
  const [active, setActive] = useState<AboutSectionId>(ids[0] ?? 'mission');
  useEffect(() => {
    const inBand = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) inBand.add(entry.target.id);
          else inBand.delete(entry.target.id);
        }
        // Between sections (or past the last one) nothing crosses the band; the last choice stays.
        const first = ids.find((id) => inBand.has(id));
        if (first) setActive(first);
      },
      { rootMargin: READING_BAND },
    );
    for (const id of ids) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => observer.disconnect();
  }, [ids]);
  return [active, setActive];
}

const ids = aboutSections.map((s) => s.id);

/** The About page's sidebar (spec §2): smooth scroll to each section, highlighting the one in view. */
export function AboutSidebar() {
  const [active, setActive] = useActiveSection(ids);
  return (
    <nav aria-label={about.navLabel} className="lg:sticky lg:top-24 lg:self-start">
      <ol className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {aboutSections.map((section) => {
          const current = section.id === active;
          return (
            <li key={section.id}>
              <SectionLink
                section={section.id}
                onClick={() => setActive(section.id)}
                aria-current={current ? 'true' : undefined}
                className={`block rounded-md border-l-4 px-3 py-2 text-sm font-medium ${
                  current
                    ? 'border-brand-700 bg-brand-50 text-brand-900 dark:border-teal-300 dark:bg-slate-800 dark:text-white'
                    : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
                }`}
              >
                {section.label}
              </SectionLink>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
