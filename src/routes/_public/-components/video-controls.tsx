import type { SnapshotFrom } from 'xstate';
import { SEEK_STEP_S, type VideoEvent, type videoMachine } from '../../../../machines/flows/videoMachine.ts';
import { recruitmentContent } from '../../../content/recruitment.ts';
import { formatTime } from '../../../lib/recruitment-video.ts';

const c = recruitmentContent.video;

// Drawn here: the shared icon set has no media glyphs. Decorative; each button carries its name.
const glyphs = {
  play: 'M8 5v14l11-7z',
  pause: 'M7 5h4v14H7zM13 5h4v14h-4z',
  replay: 'M4 12a8 8 0 1 0 2.3-5.7M4 4v4.5h4.5',
  back: 'M11 7l-5 5 5 5M18 7l-5 5 5 5',
  forward: 'M13 7l5 5-5 5M6 7l5 5-5 5',
  sound: 'M4 9h4l5-4v14l-5-4H4zM16.5 8.5a5 5 0 0 1 0 7',
  muted: 'M4 9h4l5-4v14l-5-4H4zM17 9l5 6M22 9l-5 6',
};

function Glyph({ name }: { name: keyof typeof glyphs }) {
  const filled = name === 'play' || name === 'pause';
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" className="size-6" fill={filled ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={filled ? 0 : 2} strokeLinecap="round" strokeLinejoin="round">
      <path d={glyphs[name]} />
    </svg>
  );
}

const buttonClass = 'inline-flex size-11 items-center justify-center rounded-full text-slate-900 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800';

/** A ring that fills with the buffered percent (spec §2), exposed as a progress bar. */
function BufferedRing({ percent }: { percent: number }) {
  const r = 18;
  const length = 2 * Math.PI * r;
  return (
    <div role="progressbar" aria-label={c.buffered} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="relative size-12 shrink-0">
      <svg aria-hidden="true" viewBox="0 0 44 44" className="size-12 -rotate-90">
        <circle cx="22" cy="22" r={r} fill="none" strokeWidth="4" className="stroke-slate-300 dark:stroke-slate-600" />
        <circle
          cx="22" cy="22" r={r} fill="none" strokeWidth="4" strokeLinecap="round"
          strokeDasharray={length} strokeDashoffset={length * (1 - percent / 100)}
          className="stroke-brand-700 motion-safe:transition-[stroke-dashoffset] dark:stroke-teal-300"
        />
      </svg>
      <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-[0.65rem] font-semibold">{percent}%</span>
    </div>
  );
}

interface ControlsProps {
  snapshot: SnapshotFrom<typeof videoMachine>;
  send: (event: VideoEvent) => void;
}

/** The modal's own controls: the video element has none, so every command goes through the machine. */
export function VideoControls({ snapshot, send }: ControlsProps) {
  const { time, duration, muted, buffered } = snapshot.context;
  const ended = snapshot.hasTag('ended');
  const playing = snapshot.hasTag('playing');
  return (
    <div className="mt-4 grid gap-3">
      <input
        type="range"
        min={0}
        max={duration || 0}
        step={1}
        value={Math.min(time, duration || 0)}
        disabled={!duration}
        aria-label={c.seek}
        aria-valuetext={c.position(formatTime(time), formatTime(duration))}
        onChange={(e) => send({ type: 'PLAYBACK.SEEK', time: Number(e.currentTarget.value) })}
        className="w-full accent-brand-700 dark:accent-teal-300"
      />
      <div className="flex flex-wrap items-center gap-2">
        <BufferedRing percent={buffered} />
        <button type="button" className={buttonClass} aria-label={c.back} onClick={() => send({ type: 'PLAYBACK.SKIP', by: -SEEK_STEP_S })}>
          <Glyph name="back" />
        </button>
        {/* One button that changes name, so focus stays on it when the video ends and Replay appears. */}
        <button
          type="button"
          data-autofocus=""
          className={buttonClass}
          aria-label={ended ? c.replay : playing ? c.pause : c.play}
          onClick={() => send({ type: ended ? 'PLAYBACK.REPLAY' : 'PLAYBACK.TOGGLE' })}
        >
          <Glyph name={ended ? 'replay' : playing ? 'pause' : 'play'} />
        </button>
        <button type="button" className={buttonClass} aria-label={c.forward} onClick={() => send({ type: 'PLAYBACK.SKIP', by: SEEK_STEP_S })}>
          <Glyph name="forward" />
        </button>
        <button type="button" className={buttonClass} aria-label={muted ? c.unmute : c.mute} onClick={() => send({ type: 'SOUND.TOGGLE' })}>
          <Glyph name={muted ? 'muted' : 'sound'} />
        </button>
        <p className="ml-auto font-mono text-sm tabular-nums" aria-hidden="true">
          {formatTime(time)} / {formatTime(duration)}
        </p>
      </div>
    </div>
  );
}
