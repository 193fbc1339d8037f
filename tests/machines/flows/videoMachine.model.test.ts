import { describe, expect, it } from 'vitest';
import { videoMachine } from '../../../machines/flows/videoMachine.ts';
import { modelPaths, reachedStates, uncoveredTransitions, type ModelOptions } from '../../support/model.ts';

const options: ModelOptions = {
  events: [
    { type: 'VIDEO.OPEN' },
    { type: 'VIDEO.CLOSE' },
    { type: 'PLAYBACK.TOGGLE' },
    { type: 'PLAYBACK.REPLAY' },
    { type: 'PLAYBACK.SEEK', time: 3 },
    { type: 'PLAYBACK.SKIP', by: 5 },
    { type: 'PLAYBACK.SKIP', by: -5 },
    { type: 'SOUND.TOGGLE' },
    { type: 'MEDIA.PLAYING' },
    { type: 'MEDIA.PAUSED' },
    { type: 'MEDIA.ENDED' },
    { type: 'MEDIA.TIME', time: 2 },
    { type: 'MEDIA.DURATION', duration: 12 },
    { type: 'MEDIA.PROGRESS', buffered: 40 },
    { type: 'MEDIA.VOLUME', muted: true },
  ],
};

describe('videoMachine (model-based)', () => {
  it('reaches closed, paused, playing and ended', () => {
    const states = reachedStates(modelPaths(videoMachine, options));
    expect(states).toEqual(expect.arrayContaining(['"closed"', '{"open":"paused"}', '{"open":"playing"}', '{"open":"ended"}']));
  });

  it('drives a real actor along every path and covers every transition', async () => {
    expect(await uncoveredTransitions(videoMachine, options)).toEqual([]);
  });
});
