import { useSyncExternalStore } from 'react';

/** Spec §3/§4: the stored preference and the class it resolves to on the document root. */
export type ThemePreference = 'light' | 'dark' | 'system';
export type ResolvedTheme = 'light' | 'dark';

export const THEME_KEY = 'theme';
export const DEFAULT_THEME: ThemePreference = 'system';
/** The cycle order of the theme button: system → dark → light → system. */
export const THEME_CYCLE: readonly ThemePreference[] = ['system', 'dark', 'light'];
export const DARK_QUERY = '(prefers-color-scheme: dark)';

type ThemeStorage = Pick<Storage, 'getItem' | 'setItem'>;
type MediaQuery = Pick<MediaQueryList, 'matches' | 'addEventListener' | 'removeEventListener'>;
type ThemeRoot = { classList: DOMTokenList; style?: { colorScheme: string } };

export const isThemePreference = (value: unknown): value is ThemePreference =>
  typeof value === 'string' && (THEME_CYCLE as readonly string[]).includes(value);

/** The stored preference; anything unreadable (absent, garbage, storage blocked) is the default. */
export function readTheme(storage: Pick<Storage, 'getItem'> | null): ThemePreference {
  try {
    const value = storage?.getItem(THEME_KEY);
    return isThemePreference(value) ? value : DEFAULT_THEME;
  } catch {
    return DEFAULT_THEME;
  }
}

export function nextTheme(theme: ThemePreference): ThemePreference {
  return THEME_CYCLE[(THEME_CYCLE.indexOf(theme) + 1) % THEME_CYCLE.length] ?? DEFAULT_THEME;
}

export function resolveTheme(preference: ThemePreference, prefersDark: boolean): ResolvedTheme {
  if (preference === 'system') return prefersDark ? 'dark' : 'light';
  return preference;
}

/** Exactly one of `light`/`dark` on the root; color-scheme keeps native controls and scrollbars in step. */
export function applyTheme(resolved: ResolvedTheme, root: ThemeRoot): void {
  root.classList.toggle('dark', resolved === 'dark');
  root.classList.toggle('light', resolved === 'light');
  if (root.style) root.style.colorScheme = resolved;
}

export interface ThemeState {
  theme: ThemePreference;
  resolved: ResolvedTheme;
}

export interface ThemeEnv {
  storage: ThemeStorage | null;
  matchMedia: ((query: string) => MediaQuery) | null;
  root: ThemeRoot | null;
}

export interface ThemeStore {
  getSnapshot(): ThemeState;
  subscribe(listener: () => void): () => void;
  setTheme(theme: ThemePreference): void;
  cycle(): void;
  /** Stops following the OS; only tests and teardown need it. */
  dispose(): void;
}

/** Holds the preference, writes it through to storage and the root, and follows the OS while on `system`. */
export function createThemeStore(env: ThemeEnv): ThemeStore {
  const media = env.matchMedia?.(DARK_QUERY) ?? null;
  const listeners = new Set<() => void>();
  const theme = readTheme(env.storage);
  let state: ThemeState = { theme, resolved: resolveTheme(theme, media?.matches ?? false) };

  const commit = (theme: ThemePreference) => {
    const resolved = resolveTheme(theme, media?.matches ?? false);
    if (env.root) applyTheme(resolved, env.root);
    if (theme === state.theme && resolved === state.resolved) return;
    state = { theme, resolved };
    listeners.forEach((listener) => listener());
  };
  // Re-resolving on every OS change is enough: an explicit light/dark resolves to itself.
  const onSystemChange = () => commit(state.theme);
  media?.addEventListener('change', onSystemChange);
  commit(theme);

  const setTheme = (theme: ThemePreference) => {
    try {
      env.storage?.setItem(THEME_KEY, theme);
    } catch {
      // Storage can be full or blocked (private mode): the choice still applies for this visit.
    }
    commit(theme);
  };

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setTheme,
    cycle: () => setTheme(nextTheme(state.theme)),
    dispose: () => media?.removeEventListener('change', onSystemChange),
  };
}

function browserEnv(): ThemeEnv {
  if (typeof window === 'undefined') return { storage: null, matchMedia: null, root: null };
  let storage: ThemeStorage | null = null;
  try {
    storage = window.localStorage;
  } catch {
    // Reading `localStorage` itself throws when cookies are blocked.
  }
  return {
    storage,
    matchMedia: typeof window.matchMedia === 'function' ? (q) => window.matchMedia(q) : null,
    root: document.documentElement,
  };
}

let appStore: ThemeStore | undefined;
/** The app's one theme store, created on first use so importing this module touches no browser API. */
export function themeStore(): ThemeStore {
  appStore ??= createThemeStore(browserEnv());
  return appStore;
}

/** What a prerendered page is rendered with; the stored preference replaces it just after hydration (decision 0017). */
const SERVER_THEME: ThemeState = { theme: DEFAULT_THEME, resolved: 'light' };
const serverTheme = () => SERVER_THEME;

export function useTheme(store: ThemeStore = themeStore()) {
  const { theme, resolved } = useSyncExternalStore(store.subscribe, store.getSnapshot, serverTheme);
  return { theme, resolved, setTheme: store.setTheme, cycle: store.cycle };
}
