// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const REMOTES = ['profiles', 'projects', 'analytics', 'resume', 'admin'];

/**
 * A remote never imports another remote or the shell (ARCHITECTURE §2); cross-package imports go
 * through the package name, never a relative path into another package.
 * @param {string} self the remote's folder suffix, or 'shell' / 'shared-ui'
 */
function borderRules(self) {
  const others = REMOTES.filter((r) => r !== self);
  const forbidden = [
    ...others.map((r) => `@stackfolio/mfe-${r}`),
    ...(self === 'shell' ? [] : ['@stackfolio/shell']),
  ];
  if (self === 'shared-ui') forbidden.push('@stackfolio/mfe-*');
  const patterns = [
    {
      group: [...new Set(forbidden.flatMap((name) => [name, `${name}/*`]))],
      message:
        'A remote never imports another remote or the shell; share through @stackfolio/shared-ui.',
    },
    {
      group: ['**/mfe-*/**', '**/shell/**', '**/shared-ui/src/**', '**/api/src/**'],
      message: 'Import other packages by name through their exports map, not by relative path.',
    },
    // The router is one shared singleton, the narrow entry shared-ui/src/router.ts (issue 14).
    {
      group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
      message:
        'Import routing from @stackfolio/shared-ui/router: a direct import bundles a second router.',
    },
  ];
  return { 'no-restricted-imports': ['error', { patterns }] };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'coverage/**',
      'e2e/playwright-report/**',
      'e2e/test-results/**',
      'bench/results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'api/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, process: 'readonly' } },
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    files: ['**/*.test.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest, ...globals.node } },
  },
  { files: ['shell/src/**/*.{ts,tsx}'], rules: borderRules('shell') },
  { files: ['shared-ui/src/**/*.{ts,tsx}'], rules: borderRules('shared-ui') },
  ...REMOTES.map((r) => ({ files: [`mfe-${r}/src/**/*.{ts,tsx}`], rules: borderRules(r) })),
  { files: ['shared-ui/src/router.ts'], rules: { 'no-restricted-imports': 'off' } },
);
