/** The server's notion of now. Injectable so tests and the simulator can move time. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that starts at a given time and only moves when told to. */
export function fakeClock(start = Date.parse('2026-01-05T07:00:00Z')) {
  let t = start;
  return {
    now: () => t,
    advance(ms: number) {
      t += ms;
    },
    set(ms: number) {
      t = ms;
    },
  };
}

/** The real time plus an offset: the dev server's clock, moved by `POST /api/dev/clock` and put back by `POST /api/dev/reset`. */
export function offsetClock(base: Clock = systemClock) {
  let offset = 0;
  return {
    now: () => base.now() + offset,
    advance(ms: number) {
      offset += ms;
    },
    /** Back to the real time: only with a data reset, so nothing stored is dated in a future that never comes. */
    reset() {
      offset = 0;
    },
    /** Takes the offset every process shares (the database's `clockOffsetMs` setting, mock-server/dev-clock.ts). */
    setOffset(ms: number) {
      offset = ms;
    },
    offset: () => offset,
  };
}
