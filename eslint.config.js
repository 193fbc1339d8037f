import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * A route's `-components/` belong to that route's subtree: `./-components/…` and `../-components/…` reach an
 * ancestor's, while `<name>/-components/…` reaches into another route. Shared pieces go to src/components/.
 */
const PRIVATE_COMPONENTS = {
  regex: '(^|/)(?!\\.{1,2}/)[^/]+/-components/',
  message: "A route's -components/ are private to its subtree: move what is shared to src/components/ (or ui/).",
};

export default tseslint.config(
  { ignores: ['dist', '.e2e', 'node_modules', 'src/routeTree.gen.ts', 'docs', 'mock-server/.data', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Hook rules apply to the app; Playwright fixtures also call a function named `use`.
    files: ['src/**/*.{ts,tsx}', 'tests/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Server text must render as text: never inject HTML.
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Render server text as text; dangerouslySetInnerHTML is banned.' },
      ],
    },
  },
  // Layering in the app (docs/decisions/0014). One no-restricted-imports entry per area, since a later entry
  // replaces an earlier one's options for the files both match.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [PRIVATE_COMPONENTS] }] },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          PRIVATE_COMPONENTS,
          { regex: '^\\.\\./routes/', message: 'src/lib/ is below the routes: it never imports them.' },
          { regex: '^\\.\\./(api|auth)/', allowTypeImports: true, message: 'src/lib/ is below src/api/ and src/auth/, which use it: import their types only.' },
        ],
      }],
    },
  },
  {
    files: ['src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          // Not even a type from a route's private components: what copy shares lives outside the routes.
          PRIVATE_COMPONENTS,
          {
            // Other copy, types, and the shared domain (src/domain/: the spec's lists, decision 0001, and its rules), which are data.
            regex: '^(?!\\./)(?!\\.\\./domain/)',
            allowTypeImports: true,
            message: 'Copy is data: src/content/ imports other copy, types and src/domain/ only.',
          },
        ],
      }],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', '@tanstack/*'], message: 'Machines never import React, routes or the app.' },
        { regex: '(^|/)src/(?!domain/)', message: 'Machines never import the app; shared rules are in src/domain/.' },
      ] }],
    },
  },
  {
    files: ['mock-server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: '(^|/)src/(?!domain/)', message: 'mock-server never imports the app; what both need is in src/domain/.' }] }],
    },
  },
  {
    // Shared by the app and the local API: the domain's rules, with nothing from the app above them.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { regex: '^\\.\\./(routes|components|lib|api|auth|content)/|^react|^@tanstack/', message: 'src/domain/ is shared with the local API: it imports nothing from the app.' },
          { regex: '(^|/)machines/', message: 'src/domain/ is below the machines, which use it: it never imports them.' },
        ],
      }],
    },
  },
);
