import { ClientOnly } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { recruitmentContent } from '../../../content/recruitment.ts';

const VideoModal = lazy(() => import('./video-modal.tsx').then((m) => ({ default: m.VideoModal })));

/**
 * "Learn More About Us" and the intro video modal it opens (spec §2). The modal and its machine mount once the page
 * is in the browser, so they load right after hydration rather than before the first paint (issue 22).
 */
export function VideoIntro({ className }: { className: string }) {
  const [opened, setOpened] = useState(0);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpened((n) => n + 1)}>
        {recruitmentContent.hero.learnMore}
      </button>
      <ClientOnly>
        <Suspense fallback={null}>
          <VideoModal opened={opened} />
        </Suspense>
      </ClientOnly>
    </>
  );
}
