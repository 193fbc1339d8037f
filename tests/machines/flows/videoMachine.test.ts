import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { seekTarget, videoMachine } from '../../../machines/flows/videoMachine.ts';

function start() {
  const media = { play: vi.fn(), pause: vi.fn(), seekTo: vi.fn(), setMuted: vi.fn() };
  const actor = createActor(videoMachine.provide({ actions: media })).start();
  const open = (duration = 12) => {
    actor.send({ type: 'VIDEO.OPEN' });
    actor.send({ type: 'MEDIA.DURATION', duration });
  };
  return { actor, media, open, snapshot: () => actor.getSnapshot() };
}

describe('videoMachine', () => {
  it('opens paused at 0 with sound on, and never plays by itself', () => {
    const { media, open, snapshot } = start();
    open();
    expect(snapshot().value).toEqual({ open: 'paused' });
    expect(snapshot().hasTag('open')).toBe(true);
    expect(snapshot().context).toEqual({ muted: false, time: 0, duration: 12, buffered: 0 });
    expect(media.play).not.toHaveBeenCalled();
  });

  it('play/pause sends the command to the element and shows the new state', () => {
    const { actor, media, open, snapshot } = start();
    open();
    actor.send({ type: 'PLAYBACK.TOGGLE' });
    expect(media.play).toHaveBeenCalledTimes(1);
    expect(snapshot().hasTag('playing')).toBe(true);
    actor.send({ type: 'PLAYBACK.TOGGLE' });
    expect(media.pause).toHaveBeenCalledTimes(1);
    expect(snapshot().value).toEqual({ open: 'paused' });
  });

  it('follows the element: a refused play() reported as MEDIA.PAUSED shows paused again', () => {
    const { actor, open, snapshot } = start();
    open();
    actor.send({ type: 'PLAYBACK.TOGGLE' });
    actor.send({ type: 'MEDIA.PAUSED' });
    expect(snapshot().value).toEqual({ open: 'paused' });
  });

  it('seeks back and forward by 5 s, never past either end', () => {
    const { actor, media, open, snapshot } = start();
    open(12);
    actor.send({ type: 'PLAYBACK.SKIP', by: 5 });
    actor.send({ type: 'PLAYBACK.SKIP', by: 5 });
    actor.send({ type: 'PLAYBACK.SKIP', by: 5 });
    expect(snapshot().context.time).toBe(12);
    actor.send({ type: 'PLAYBACK.SKIP', by: -5 });
    expect(snapshot().context.time).toBe(7);
    expect(media.seekTo.mock.calls.map(([, params]) => params)).toEqual([{ time: 5 }, { time: 10 }, { time: 12 }, { time: 7 }]);
    actor.send({ type: 'PLAYBACK.SEEK', time: -3 });
    expect(snapshot().context.time).toBe(0);
  });

  it('mute and unmute toggle the element and the state', () => {
    const { actor, media, open, snapshot } = start();
    open();
    actor.send({ type: 'SOUND.TOGGLE' });
    expect(snapshot().context.muted).toBe(true);
    actor.send({ type: 'SOUND.TOGGLE' });
    expect(media.setMuted.mock.calls.map(([, params]) => params)).toEqual([{ muted: true }, { muted: false }]);
  });

  it('shows Replay once the video has ended; Replay goes back to 0 and plays', () => {
    const { actor, media, open, snapshot } = start();
    open();
    actor.send({ type: 'PLAYBACK.TOGGLE' });
    actor.send({ type: 'MEDIA.TIME', time: 12 });
    actor.send({ type: 'MEDIA.ENDED' });
    expect(snapshot().hasTag('ended')).toBe(true);
    actor.send({ type: 'PLAYBACK.REPLAY' });
    expect(snapshot().hasTag('playing')).toBe(true);
    expect(snapshot().context.time).toBe(0);
    expect(media.seekTo).toHaveBeenLastCalledWith(expect.anything(), { time: 0 });
    expect(media.play).toHaveBeenCalledTimes(2);
  });

  it('seeking back from the end leaves it paused there', () => {
    const { actor, open, snapshot } = start();
    open();
    actor.send({ type: 'MEDIA.TIME', time: 12 });
    actor.send({ type: 'MEDIA.ENDED' });
    actor.send({ type: 'PLAYBACK.SKIP', by: -5 });
    expect(snapshot().value).toEqual({ open: 'paused' });
    expect(snapshot().context.time).toBe(7);
  });

  it('closing pauses the element, and opening again starts fresh', () => {
    const { actor, media, open, snapshot } = start();
    open();
    actor.send({ type: 'SOUND.TOGGLE' });
    actor.send({ type: 'PLAYBACK.TOGGLE' });
    actor.send({ type: 'VIDEO.CLOSE' });
    expect(snapshot().value).toBe('closed');
    expect(media.pause).toHaveBeenCalled();
    actor.send({ type: 'VIDEO.OPEN' });
    expect(snapshot().context).toMatchObject({ muted: false, time: 0 });
  });

  it('seekTarget clamps into [0, duration]', () => {
    const context = { muted: false, time: 4, duration: 10, buffered: 0 };
    expect(seekTarget(context, { type: 'PLAYBACK.SKIP', by: 5 })).toBe(9);
    expect(seekTarget(context, { type: 'PLAYBACK.SKIP', by: -5 })).toBe(0);
    expect(seekTarget(context, { type: 'PLAYBACK.SEEK', time: 99 })).toBe(10);
    expect(seekTarget({ ...context, duration: 0 }, { type: 'PLAYBACK.SKIP', by: 5 })).toBe(0);
  });
});
