import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inlineHead, THEME_INIT_FILE } from '../../scripts/inline-head.ts';

type Handler = (html: string, ctx: { bundle?: Record<string, { type: 'asset' | 'chunk'; source?: string }> }) => string;
const plugin = inlineHead();
const handler = (plugin.transformIndexHtml as { handler: Handler }).handler;
const bundle = { 'assets/index-abc.css': { type: 'asset' as const, source: 'body{color:red}</style>' } };
const page = (link: string) => `<head><script src="/theme-init.js"></script>${link}</head>`;

describe('inline-head (the theme script and the stylesheet written into the built HTML)', () => {
  it('inlines the theme script and the linked stylesheet, escaping a closing style tag', () => {
    const html = handler(page('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">'), { bundle });
    expect(html).toBe(`<head><script>${readFileSync(THEME_INIT_FILE, 'utf8').trim()}</script><style>body{color:red}<\\/style></style></head>`);
  });

  it('fails the build when the HTML links the bundle\'s stylesheet in a form it does not know, rather than leave it render-blocking', () => {
    expect(() => handler(page('<link href="/assets/index-abc.css" rel="stylesheet">'), { bundle })).toThrow(/links none of assets\/index-abc\.css/);
  });

  it('fails the build when the theme script is no longer loaded, and leaves development (no bundle) alone', () => {
    expect(() => handler('<head></head>', { bundle })).toThrow(/no longer loads \/theme-init\.js/);
    expect(handler('<head></head>', {})).toBe('<head></head>');
  });
});
