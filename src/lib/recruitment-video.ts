import { videoMachine } from '../../machines/flows/videoMachine.ts';

/** Percent of the video the browser holds: the end of the buffered range that covers the most, over the duration. */
export function bufferedPercent(ranges: Pick<TimeRanges, 'length' | 'end'>, duration: number): number {
  if (!Number.isFinite(duration) || duration <= 0 || ranges.length === 0) return 0;
  let end = 0;
  for (let i = 0; i < ranges.length; i++) end = Math.max(end, ranges.end(i));
  return Math.min(100, Math.round((end / duration) * 100));
}

/** 75 → "1:15". */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * The video machine wired to a media element. Every command reaches the element here, and only here;
 * a play() the browser refuses is reported back as MEDIA.PAUSED so the machine never shows a false "playing".
 */
export function videoLogic(media: () => HTMLMediaElement | null) {
  return videoMachine.provide({
    actions: {
      play: ({ self }) => {
        void media()?.play().catch(() => self.send({ type: 'MEDIA.PAUSED' }));
      },
      pause: () => media()?.pause(),
      seekTo: (_, { time }) => {
        const element = media();
        if (element) element.currentTime = time;
      },
      setMuted: (_, { muted }) => {
        const element = media();
        if (element) element.muted = muted;
      },
    },
  });
}
