/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { inlineHead } from './scripts/inline-head.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/*
 * Every page loads the framework, and every page with a shell loads its parts; gzip packs one file of
 * these better than a dozen small ones (docs/decisions/0008). Anything else is split as Rolldown sees fit.
 */
const CHUNK_GROUPS = [
  { name: 'framework', priority: 4, test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack)[\\/]/ },
  // XState's core only: a signed-in page needs it for the session check, but not the React bindings.
  { name: 'xstate', priority: 3, test: /node_modules[\\/]xstate[\\/]/ },
  // The public pages' header and footer; what both shells share (a group takes its imports unless a higher priority took them).
  { name: 'public-chrome', priority: 1, test: /src[\\/]components[\\/]public-[a-z-]+\.tsx$/ },
  // What every signed-in page loads before it renders (the API client with valibot, the auth actor and its session
  // check, the avatar menu) in one file, not eight (decision 0017): only these modules, not what they import.
  { name: 'app-shell', priority: 2, includeDependenciesRecursively: false, test: /src[\\/](lib[\\/](api|inspect|dates)|domain[\\/]eat|api[\\/](auth|account)|auth[\\/]auth|content[\\/](session|account|roles)|components[\\/]app-avatar-menu)\.tsx?$|machines[\\/]flows[\\/]authMachine\.ts$|node_modules[\\/]valibot[\\/]/ },
  { name: 'chrome', priority: 2, test: /src[\\/]components[\\/](nav-link|ui[\\/](icon|menu|focus-trap|theme-button|skip-link|button-styles))\.tsx?$|src[\\/](content[\\/](navigation|site)|lib[\\/]theme)\.ts$/ },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    // The route generator is for the app build; unit tests import modules directly.
    process.env.VITEST ? null : tanstackRouter({
          target: 'react',
          autoCodeSplitting: true,
          // Loaders are split too: they call the API, and ky, valibot and XState must not weigh on first paint. A route's
          // loader shares its component's chunk: the page loads both before it renders, and one import per route less in
          // the route tree every page loads is 0.3 KB (docs/decisions/0008).
          codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent', 'notFoundComponent']] },
          quoteStyle: 'single',
        }),
    react(),
    tailwindcss(),
    // The theme script and the stylesheet go into the built HTML: no render-blocking request before first paint.
    isSsrBuild ? null : inlineHead(),
  ],
  // A prerendered footer says the build's year; hydration starts from it (src/components/public-footer.tsx).
  define: { 'import.meta.env.VITE_BUILD_YEAR': JSON.stringify(String(new Date().getFullYear())) },
  server: {
    port: Number(process.env.PORT ?? 5173),
    strictPort: false,
    proxy: {
      '/api': apiTarget,
      '/careers-api': apiTarget,
      // The payment simulators' pages (the virtual M-Pesa phone, PayPal's approval page), development only.
      '/__sim': apiTarget,
      // Trackable short links, /r/{slug}: the API records the click and redirects, on the app's own address as in
      // production. A pattern, so /robots.txt and /recruitment stay the app's.
      '^/r/': apiTarget,
    },
  },
  // The manifest lets scripts/budget.ts measure what each page loads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    modulePreload: false,
    // The server entry (docs/decisions/0017) runs once at build time in Node: the chunk groups are for browsers.
    // Imported constants are written where they are read: each route's title (content/page-titles.ts) sits in its
    // `head` in the route tree, without an object of names and titles beside it (docs/decisions/0008).
    rolldownOptions: isSsrBuild ? {} : { optimization: { inlineConst: { mode: 'all' } }, output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  test: {
    include: ['tests/**/*.test.{ts,tsx}'],
    // The migrated template database every local-API test file copies (tests/mock-server/test-database.ts).
    globalSetup: ['tests/global-setup.ts'],
    environment: 'node',
    restoreMocks: true,
    testTimeout: 20_000,
    // Through Vite, so vi.resetModules() gives each simulated page load its own router modules: RouterClient
    // hydrates once per module instance, as once per page in a browser (tests/ssr/hydration.test.tsx).
    server: { deps: { inline: ['@tanstack/react-router', '@tanstack/router-core', '@tanstack/history'] } },
  },
}));
