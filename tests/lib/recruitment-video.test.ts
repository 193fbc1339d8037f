import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { bufferedPercent, formatTime, videoLogic } from '../../src/lib/recruitment-video.ts';

const ranges = (...ends: number[]) => ({ length: ends.length, end: (i: number) => ends[i]! });

describe('bufferedPercent', () => {
  it('is the furthest buffered end over the duration, rounded, at most 100', () => {
    expect(bufferedPercent(ranges(3, 6), 12)).toBe(50);
    expect(bufferedPercent(ranges(12.4), 12)).toBe(100);
  });

  it('is 0 before anything is known', () => {
    expect(bufferedPercent(ranges(), 12)).toBe(0);
    expect(bufferedPercent(ranges(3), Number.NaN)).toBe(0);
    expect(bufferedPercent(ranges(3), 0)).toBe(0);
  });
});

describe('formatTime', () => {
  it('reads minutes and seconds', () => {
    expect(formatTime(0)).toBe('0:00');
    expect(formatTime(7.9)).toBe('0:07');
    expect(formatTime(75)).toBe('1:15');
    expect(formatTime(Number.NaN)).toBe('0:00');
  });
});

describe('videoLogic', () => {
  it('commands the media element, and reports a refused play() back as paused', async () => {
    const media = { play: vi.fn(() => Promise.reject(new Error('NotAllowedError'))), pause: vi.fn(), currentTime: 0, muted: false };
    const actor = createActor(videoLogic(() => media as unknown as HTMLMediaElement)).start();
    actor.send({ type: 'VIDEO.OPEN' });
    actor.send({ type: 'MEDIA.DURATION', duration: 12 });
    actor.send({ type: 'PLAYBACK.SKIP', by: 5 });
    actor.send({ type: 'SOUND.TOGGLE' });
    expect(media.currentTime).toBe(5);
    expect(media.muted).toBe(true);
    actor.send({ type: 'PLAYBACK.TOGGLE' });
    expect(media.play).toHaveBeenCalled();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toEqual({ open: 'paused' }));
  });
});
