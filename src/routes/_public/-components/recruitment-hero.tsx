import { recruitmentContent } from '../../../content/recruitment.ts';
import { VideoIntro } from './video-intro.tsx';

const c = recruitmentContent.hero;
export const OPEN_ROLES_ID = 'open-roles';
// Own classes rather than the shared ones: on the dark hero, overriding their light colours is unreliable.
const heroButton = 'inline-flex items-center justify-center rounded-lg border-2 border-white px-5 py-3 font-semibold focus-visible:outline-white';

/**
 * Jumps to the open roles (spec §2) and moves focus there too, so keyboard and screen-reader users land
 * where sighted users do. A button rather than a #hash link: the router would treat a hash change as a
 * navigation and send focus to the page heading.
 */
export function goToOpenRoles(): void {
  const heading = document.getElementById(`${OPEN_ROLES_ID}-heading`);
  if (!heading) return;
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  heading.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: true });
}

export function RecruitmentHero() {
  return (
    <section aria-labelledby="careers-heading" className="bg-brand-900 px-6 py-20 text-white">
      <div className="mx-auto max-w-4xl text-center">
        <p className="font-semibold tracking-wide text-brand-100 uppercase">{c.eyebrow}</p>
        <h1 id="careers-heading" className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{c.heading}</h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-brand-50">{c.body}</p>
        <div className="mt-10 flex flex-wrap justify-center gap-4">
          <button type="button" onClick={goToOpenRoles} className={`${heroButton} bg-white text-brand-900 hover:bg-brand-50`}>
            {c.apply}
          </button>
          <VideoIntro className={`${heroButton} text-white hover:bg-brand-800`} />
        </div>
      </div>
    </section>
  );
}
