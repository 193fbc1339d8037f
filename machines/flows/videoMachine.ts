import { assign, setup } from 'xstate';

/** Spec §9: the seek step is 5 seconds. */
export const SEEK_STEP_S = 5;

export interface VideoContext {
  muted: boolean;
  /** Seconds. */
  time: number;
  duration: number;
  /** Percent of the video the browser holds, 0-100. */
  buffered: number;
}

export type VideoEvent =
  // The viewer's commands.
  | { type: 'VIDEO.OPEN' }
  | { type: 'VIDEO.CLOSE' }
  | { type: 'PLAYBACK.TOGGLE' }
  | { type: 'PLAYBACK.REPLAY' }
  | { type: 'PLAYBACK.SEEK'; time: number }
  | { type: 'PLAYBACK.SKIP'; by: number }
  | { type: 'SOUND.TOGGLE' }
  // What the media element reports.
  | { type: 'MEDIA.PLAYING' }
  | { type: 'MEDIA.PAUSED' }
  | { type: 'MEDIA.ENDED' }
  | { type: 'MEDIA.TIME'; time: number }
  | { type: 'MEDIA.DURATION'; duration: number }
  | { type: 'MEDIA.PROGRESS'; buffered: number }
  | { type: 'MEDIA.VOLUME'; muted: boolean };

const clamp = (value: number, max: number) => Math.min(Math.max(0, value), Math.max(0, max));

/** Where a seek or skip lands: inside [0, duration]. */
export function seekTarget(context: VideoContext, event: VideoEvent): number {
  if (event.type === 'PLAYBACK.SEEK') return clamp(event.time, context.duration);
  if (event.type === 'PLAYBACK.SKIP') return clamp(context.time + event.by, context.duration);
  return context.time;
}

/** Moves the position first, then tells the element where it now is. */
const seek = ['storeSeek', { type: 'seekTo', params: ({ context }: { context: VideoContext }) => ({ time: context.time }) }] as const;

/**
 * The intro video in its modal (spec §2 "Video modal", §4 "Video"). The machine holds the playback
 * state; the media element is driven only through the injected actions (`play`, `pause`, `seekTo`,
 * `setMuted`), and the component turns the element's events into MEDIA.* events, so the state follows
 * what the element really does (a refused play() is answered by MEDIA.PAUSED).
 */
export const videoMachine = setup({
  types: {} as { context: VideoContext; events: VideoEvent },
  actions: {
    play: () => {},
    pause: () => {},
    seekTo: (_, _params: { time: number }) => {},
    setMuted: (_, _params: { muted: boolean }) => {},
    storeSeek: assign({ time: ({ context, event }) => seekTarget(context, event) }),
  },
}).createMachine({
  id: 'video',
  // Never autoplays: it opens paused, and sound plays only once the viewer presses play.
  context: { muted: false, time: 0, duration: 0, buffered: 0 },
  initial: 'closed',
  states: {
    closed: {
      // Each opening gets a fresh media element: it starts at 0, paused and with sound on.
      on: { 'VIDEO.OPEN': { target: 'open', actions: assign({ muted: false, time: 0, duration: 0, buffered: 0 }) } },
    },
    open: {
      tags: ['open'],
      initial: 'paused',
      on: {
        'VIDEO.CLOSE': { target: 'closed', actions: 'pause' },
        'PLAYBACK.SEEK': { actions: seek },
        'PLAYBACK.SKIP': { actions: seek },
        'SOUND.TOGGLE': {
          actions: [assign({ muted: ({ context }) => !context.muted }), { type: 'setMuted', params: ({ context }) => ({ muted: context.muted }) }],
        },
        'MEDIA.VOLUME': { actions: assign({ muted: ({ event }) => event.muted }) },
        'MEDIA.TIME': { actions: assign({ time: ({ event }) => event.time }) },
        'MEDIA.DURATION': { actions: assign({ duration: ({ event }) => event.duration }) },
        'MEDIA.PROGRESS': { actions: assign({ buffered: ({ event }) => event.buffered }) },
        'MEDIA.ENDED': { target: '.ended' },
      },
      states: {
        paused: {
          on: {
            'PLAYBACK.TOGGLE': { target: 'playing', actions: 'play' },
            'MEDIA.PLAYING': { target: 'playing' },
          },
        },
        playing: {
          tags: ['playing'],
          on: {
            'PLAYBACK.TOGGLE': { target: 'paused', actions: 'pause' },
            'MEDIA.PAUSED': { target: 'paused' },
          },
        },
        ended: {
          tags: ['ended'],
          on: {
            'PLAYBACK.REPLAY': { target: 'playing', actions: [assign({ time: 0 }), { type: 'seekTo', params: { time: 0 } }, 'play'] },
            // Seeking back from the end leaves the video paused there, ready to play again.
            'PLAYBACK.SEEK': { target: 'paused', actions: seek },
            'PLAYBACK.SKIP': { target: 'paused', actions: seek },
            'MEDIA.PLAYING': { target: 'playing' },
          },
        },
      },
    },
  },
});
