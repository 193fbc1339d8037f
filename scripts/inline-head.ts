import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** The script that applies the stored theme before first paint; the app's own copy is served as-is in development. */
export const THEME_INIT_FILE = path.resolve(import.meta.dirname, '../public/theme-init.js');

/**
 * What a first paint waits for, written into the built HTML instead of fetched (issue 22, docs/decisions/0017): the
 * theme script and the stylesheet each cost a render-blocking request, over a slow network the largest part of a
 * public page's LCP. The script runs under the CSP by its hash (mock-server/static.ts reads it from the served HTML);
 * the stylesheet is one file for the whole app, so every page, prerendered or not, carries it whole. Development
 * keeps both external.
 */
export function inlineHead(): Plugin {
  return {
    name: 'sauti:inline-head',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const withScript = html.replace(
          /<script src="\/theme-init\.js"><\/script>/,
          () => `<script>${readFileSync(THEME_INIT_FILE, 'utf8').trim()}</script>`,
        );
        if (withScript === html) throw new Error('index.html no longer loads /theme-init.js: inline-head has nothing to inline');
        let inlined = 0;
        const out = withScript.replace(/<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g, (_tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') throw new Error(`inline-head: ${file} is not in the bundle`);
          inlined++;
          return `<style>${String(asset.source).replace(/<\/style/gi, '<\\/style')}</style>`;
        });
        // A stylesheet link written another way (Vite's markup changed) would stay a render-blocking request unnoticed.
        const css = Object.keys(bundle).filter((file) => file.endsWith('.css'));
        if (css.length > 0 && inlined === 0) throw new Error(`inline-head: the built HTML links none of ${css.join(', ')} in a form it knows`);
        return out;
      },
    },
  };
}
