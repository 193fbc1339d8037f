import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useRef, useState, type ReactNode, type SyntheticEvent } from 'react';
import { recruitmentContent } from '../../../content/recruitment.ts';
import { inspect } from '../../../lib/inspect.ts';
import { bufferedPercent, videoLogic } from '../../../lib/recruitment-video.ts';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { VideoControls } from './video-controls.tsx';

const c = recruitmentContent.video;

/**
 * Renders `placeholder` first and `children` once the frame after mounting has painted, so the click
 * that opens the dialog only pays for the dialog, and the <video> (element, poster, metadata request,
 * captions) is created after (interaction latency, quality issue).
 */
function AfterFirstPaint({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted ? children : placeholder;
}

/**
 * The intro video modal (spec §2) and its machine, opened by each new `opened` count. Loaded after the page has
 * hydrated, off its first load (video-intro.tsx, issue 22).
 */
export function VideoModal({ opened }: { opened: number }) {
  const media = useRef<HTMLVideoElement>(null);
  const logic = useMemo(() => videoLogic(() => media.current), []);
  const [snapshot, send] = useMachine(logic, { inspect });
  useEffect(() => {
    if (opened > 0) send({ type: 'VIDEO.OPEN' });
  }, [opened, send]);

  // The element reports; the machine decides. Nothing here commands the element.
  const progress = (e: SyntheticEvent<HTMLVideoElement>) =>
    send({ type: 'MEDIA.PROGRESS', buffered: bufferedPercent(e.currentTarget.buffered, e.currentTarget.duration) });
  const duration = (e: SyntheticEvent<HTMLVideoElement>) => {
    const value = e.currentTarget.duration;
    if (Number.isFinite(value)) send({ type: 'MEDIA.DURATION', duration: value });
    progress(e);
  };

  return (
    <Dialog open={snapshot.hasTag('open')} title={c.title} closeLabel={c.close} onClose={() => send({ type: 'VIDEO.CLOSE' })} wide>
        <AfterFirstPaint placeholder={<div aria-hidden="true" className="aspect-video w-full rounded-lg bg-slate-900" />}>
          <video
            ref={media}
            preload="metadata"
            playsInline
            poster={c.poster}
            className="aspect-video w-full rounded-lg bg-slate-900"
            onPlay={() => send({ type: 'MEDIA.PLAYING' })}
            onPause={() => send({ type: 'MEDIA.PAUSED' })}
            onEnded={() => send({ type: 'MEDIA.ENDED' })}
            onTimeUpdate={(e) => send({ type: 'MEDIA.TIME', time: e.currentTarget.currentTime })}
            onLoadedMetadata={duration}
            onDurationChange={duration}
            onProgress={progress}
            onCanPlayThrough={progress}
            onVolumeChange={(e) => send({ type: 'MEDIA.VOLUME', muted: e.currentTarget.muted })}
          >
            {c.src.map((source) => (
              <source key={source.type} src={source.src} type={source.type} />
            ))}
            <track kind="captions" src={c.captions} srcLang="en" label={c.captionsLabel} default />
            <p>
              {c.unsupported} <a href={c.captions}>{c.captionsLink}</a>
            </p>
          </video>
        </AfterFirstPaint>
        <VideoControls snapshot={snapshot} send={send} />
      </Dialog>
  );
}
