/*
 * Runs synchronously in <head>, before first paint, so the page never flashes the wrong theme.
 * Plain ES5 on purpose: it is served as-is, outside the bundle. Keep the key, values and classes
 * in step with src/lib/theme.ts (tests/lib/theme.test.ts runs this file to check that).
 */
(function () {
  var preference = 'system';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') preference = stored;
  } catch {
    // Storage blocked (private mode, cookies off): fall back to the default.
  }
  var prefersDark = false;
  try {
    prefersDark = !!(window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Very old engines lack matchMedia: light is the safe default.
  }
  var dark = preference === 'dark' || (preference === 'system' && prefersDark);
  var root = document.documentElement;
  root.classList.remove(dark ? 'light' : 'dark');
  root.classList.add(dark ? 'dark' : 'light');
  root.style.colorScheme = dark ? 'dark' : 'light';
  // A signed-in visitor on a prerendered public page is sent home by the app: hide the page until then
  // (styles.css; src/main.tsx clears the mark). Keep the key in step with src/lib/session.ts.
  try {
    if (localStorage.getItem('user') !== null) root.setAttribute('data-session', '');
  } catch {
    // Storage blocked: nobody can be signed in.
  }
})();
