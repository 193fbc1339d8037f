/**
 * Every page's document title as `titles.x`: the constants of page-titles.ts under one name. Page copy that shows the
 * same words imports them from here.
 */
export * as titles from './page-titles.ts';
