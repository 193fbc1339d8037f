import { landing } from '../../../content/landing.ts';

const { hero } = landing;

interface Props {
  count: number;
  index: number;
  paused: boolean;
  onSelect: (index: number) => void;
  onTogglePause: () => void;
}

/** Pause/play (WCAG 2.2.2) and one dot per slide; every target is at least 24 px (WCAG 2.5.8). */
export function LandingHeroControls({ count, index, paused, onSelect, onTogglePause }: Props) {
  return (
    <div className="relative z-10 mx-auto flex w-full max-w-6xl items-center gap-4 px-4 pt-6 pb-8 sm:px-6">
      <button
        type="button"
        onClick={onTogglePause}
        aria-label={paused ? hero.play : hero.pause}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-white/10 px-4 text-sm font-semibold ring-1 ring-white/60 hover:bg-white/20 focus-visible:outline-white"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 fill-current">
          <path d={paused ? 'M7 4l13 8-13 8z' : 'M6 4h4v16H6zM14 4h4v16h-4z'} />
        </svg>
        <span aria-hidden="true">{paused ? hero.playShort : hero.pauseShort}</span>
      </button>
      <div role="group" aria-label={hero.pickerLabel} className="flex items-center gap-1">
        {Array.from({ length: count }, (_, i) => (
          <button
            key={i}
            type="button"
            onClick={() => onSelect(i)}
            aria-label={hero.showSlide(i + 1, count)}
            aria-current={i === index ? 'true' : undefined}
            className="group grid size-8 place-items-center rounded-full focus-visible:outline-white"
          >
            <span
              className={`block h-3 rounded-full ring-1 ring-white motion-safe:transition-all ${
                i === index ? 'w-6 bg-white' : 'w-3 bg-transparent group-hover:bg-white/50'
              }`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
