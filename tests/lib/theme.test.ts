// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createThemeStore, DARK_QUERY, nextTheme, readTheme, resolveTheme, THEME_KEY, type ThemeEnv, type ThemeStore } from '../../src/lib/theme.ts';

/** A stand-in for the OS colour scheme that a test can flip. */
function fakeMedia(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    matches: prefersDark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const queries: string[] = [];
  return {
    queries,
    matchMedia: (query: string) => (queries.push(query), media) as unknown as MediaQueryList,
    setDark(dark: boolean) {
      media.matches = dark;
      listeners.forEach((listener) => listener());
    },
  };
}

function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

const root = () => document.documentElement;
let store: ThemeStore | undefined;
const start = (env: Partial<ThemeEnv>) => (store = createThemeStore({ storage: fakeStorage(), matchMedia: null, root: root(), ...env }));

beforeEach(() => root().removeAttribute('class'));
afterEach(() => store?.dispose());

describe('theme preference', () => {
  it('cycles system, dark, light, system', () => {
    expect([nextTheme('system'), nextTheme('dark'), nextTheme('light')]).toEqual(['dark', 'light', 'system']);
  });

  it('defaults to system when nothing (or something unknown) is stored', () => {
    expect(readTheme(fakeStorage())).toBe('system');
    expect(readTheme(fakeStorage({ theme: 'purple' }))).toBe('system');
    expect(readTheme(null)).toBe('system');
    expect(start({}).getSnapshot().theme).toBe('system');
  });

  it('resolves system from the OS and keeps an explicit choice', () => {
    expect(resolveTheme('system', true)).toBe('dark');
    expect(resolveTheme('system', false)).toBe('light');
    expect(resolveTheme('light', true)).toBe('light');
  });

  it('persists the chosen theme under the key "theme" and reads it back', () => {
    const storage = fakeStorage();
    start({ storage }).cycle();
    expect(THEME_KEY).toBe('theme');
    expect(storage.getItem('theme')).toBe('dark');
    expect(createThemeStore({ storage, matchMedia: null, root: null }).getSnapshot().theme).toBe('dark');
  });

  it('applies the chosen class (light or dark) on the document root', () => {
    const os = fakeMedia(false);
    const themes = start({ matchMedia: os.matchMedia });
    expect(root().className).toBe('light');
    themes.cycle();
    expect(root().className).toBe('dark');
    expect(themes.getSnapshot()).toEqual({ theme: 'dark', resolved: 'dark' });
    themes.cycle();
    expect(root().className).toBe('light');
  });
});

describe('system theme follows the operating system live', () => {
  it('flips the root class when the OS colour scheme changes while on system', () => {
    const os = fakeMedia(false);
    const themes = start({ matchMedia: os.matchMedia });
    expect(os.queries).toContain(DARK_QUERY);
    os.setDark(true);
    expect(root().className).toBe('dark');
    expect(themes.getSnapshot().resolved).toBe('dark');
    os.setDark(false);
    expect(root().className).toBe('light');
  });

  it('ignores OS changes while an explicit theme is chosen', () => {
    const os = fakeMedia(false);
    start({ matchMedia: os.matchMedia, storage: fakeStorage({ theme: 'dark' }) });
    expect(root().className).toBe('dark');
    os.setDark(false);
    os.setDark(true);
    os.setDark(false);
    expect(root().className).toBe('dark');
  });
});

describe('public/theme-init.js (runs before first paint)', () => {
  const script = readFileSync(resolve(process.cwd(), 'public/theme-init.js'), 'utf8');
  const run = (stored: string | null, prefersDark: boolean) =>
    new Function('localStorage', 'window', 'document', script)(
      fakeStorage(stored === null ? {} : { theme: stored }),
      { matchMedia: fakeMedia(prefersDark).matchMedia },
      document,
    );

  it('applies the same class as the app for each stored preference', () => {
    for (const [stored, prefersDark, expected] of [
      [null, true, 'dark'],
      [null, false, 'light'],
      ['system', true, 'dark'],
      ['light', true, 'light'],
      ['dark', false, 'dark'],
      ['nonsense', false, 'light'],
    ] as const) {
      root().removeAttribute('class');
      run(stored, prefersDark);
      expect(root().className, `${stored} / OS dark: ${prefersDark}`).toBe(expected);
    }
  });
});
