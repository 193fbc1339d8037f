import { themeButtonLabel, themeLabels } from '../../content/site.ts';
import { nextTheme, useTheme, type ThemePreference } from '../../lib/theme.ts';
import { Icon, type IconName } from './icon.tsx';

const icons: Record<ThemePreference, IconName> = { system: 'monitor', dark: 'moon', light: 'sun' };

/** Cycles system → dark → light (spec §4); its name says the current theme and the next one. */
export function ThemeButton({ showLabel = false }: { showLabel?: boolean }) {
  const { theme, cycle } = useTheme();
  return (
    <button
      type="button"
      onClick={cycle}
      aria-label={themeButtonLabel(theme, nextTheme(theme))}
      className="flex items-center gap-2 rounded p-2 text-sm hover:bg-slate-100 dark:hover:bg-slate-800"
    >
      <Icon name={icons[theme]} />
      {showLabel && <span aria-hidden="true">{themeLabels[theme]}</span>}
    </button>
  );
}
