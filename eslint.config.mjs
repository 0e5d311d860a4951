// @ts-check
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import localRules from './scripts/eslint/no-cycle-with-types.mjs';
import { REMOTES as REGISTRY_REMOTES, SHELL } from '@stackfolio/contract/registry';

/** The remotes' folders (`mfe-profiles`), from @stackfolio/contract's registry. */
const REMOTES = REGISTRY_REMOTES.map((remote) => remote.folder);

/** Server-rendered HTML runs under a CSP that refuses style attributes. */
const STYLE_ATTRIBUTE = {
  selector: "JSXAttribute[name.name='style']",
  message: 'Server-rendered HTML may not carry style attributes (CSP): use a styled component.',
};

/**
 * Page links come from the one route table (`paths` in @stackfolio/contract), so a moved page
 * cannot leave a dead link behind. API and upload addresses are not pages.
 */
const PAGE_LITERAL = '/^\\/(?!api\\/|uploads\\/)/';
const ROUTE_MESSAGE = "Build page links with `paths` from '@stackfolio/contract'.";
const ROUTE_LITERALS = [
  `JSXAttribute[name.name=/^(to|href)$/] Literal[value=${PAGE_LITERAL}]`,
  `JSXAttribute[name.name=/^(to|href)$/] TemplateLiteral > TemplateElement:first-child[value.raw=${PAGE_LITERAL}]`,
  `Property[key.name=/^(to|href)$/] > Literal[value=${PAGE_LITERAL}]`,
  `CallExpression[callee.name='navigate'] > Literal.arguments[value=${PAGE_LITERAL}]`,
  `CallExpression[callee.name='navigate'] > TemplateLiteral > TemplateElement:first-child[value.raw=${PAGE_LITERAL}]`,
].map((selector) => ({ selector, message: ROUTE_MESSAGE }));

/**
 * A remote never imports another remote or the shell (docs/architecture.md); cross-package imports go
 * through the package name, never a relative path into another package.
 * @param {string} self the package's folder: a remote's, 'shell' or 'shared-ui'
 */
function borderRules(self) {
  const others = REMOTES.filter((r) => r !== self);
  const forbidden = [
    ...others.map((r) => `@stackfolio/${r}`),
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
    {
      group: ['**/test', '**/test/*', '**/test-utils', '**/test-utils/*', '**/helpers/*'],
      message: 'A front-end package keeps its test helpers in src/testing/ (one name everywhere).',
    },
    // The router is one shared singleton, the narrow entry shared-ui/src/router.ts.
    {
      group: ['react-router', 'react-router/*', 'react-router-dom', 'react-router-dom/*'],
      message:
        'Import routing from @stackfolio/shared-ui/router: a direct import bundles a second router.',
    },
  ];
  return { 'no-restricted-imports': ['error', { patterns }] };
}

/**
 * Features inside one front-end package stay apart (CONVENTIONS, "one way down"): code in
 * `features/<a>/` reaches another feature only through that feature's `index.ts`, its public
 * surface. Pages, widgets and routes above the features compose them freely.
 * @param {string} pkg the package folder, e.g. 'mfe-projects'
 */
function featureBoundaryZones(pkg) {
  const root = `${import.meta.dirname}/${pkg}/src/features`;
  if (!existsSync(root)) return [];
  const names = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return names.map((name) => ({
    target: `${root}/${name}`,
    from: root,
    except: [`./${name}`, ...names.filter((n) => n !== name).map((n) => `./${n}/index.ts`)],
    message: `Import another feature through its index.ts (features/<name>), not its internals.`,
  }));
}

const API_SRC = `${import.meta.dirname}/api/src`;

/**
 * The API's layers point one way (docs/architecture.md): components → db → lib. `lib/` holds
 * named modules, each used from outside only through its `index.ts`.
 */
function apiLayerZones() {
  const lib = `${API_SRC}/lib`;
  const modules = readdirSync(lib, { withFileTypes: true }).filter((e) => e.isDirectory());
  const outsideLib = [
    ...readdirSync(API_SRC)
      .filter((name) => name !== 'lib')
      .map((name) => `${API_SRC}/${name}`),
    ...['api/test', 'api/bench', 'web', 'soak', 'bench'].map((d) => `${import.meta.dirname}/${d}`),
  ];
  return [
    {
      target: `${API_SRC}/db`,
      from: `${API_SRC}/components`,
      message: 'db/ never imports components/: migrations and models stand alone.',
    },
    {
      target: lib,
      from: [`${API_SRC}/db`, `${API_SRC}/components`],
      message: 'lib/ never imports db/ or components/: it knows no domain and no tables.',
    },
    ...modules.map((module) => ({
      target: [
        ...outsideLib,
        ...modules.filter((m) => m.name !== module.name).map((m) => `${lib}/${m.name}`),
      ],
      from: `${lib}/${module.name}`,
      except: ['./index.ts'],
      message: `Import lib/${module.name} through its index.ts, not its files.`,
    })),
  ];
}

const SOURCE_EXTENSIONS = ['.ts', '.tsx', '.mjs', '.cjs', '.js'];
const FRONT_END_PACKAGES = [SHELL.folder, ...REMOTES];

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
    // Import cycles, in every package: a cycle makes load order decide what is undefined, and one
    // closed by type imports still ties its modules together (import-x/no-cycle skips those).
    files: ['**/*.{ts,tsx,mjs,cjs}'],
    plugins: { 'import-x': importX, local: localRules },
    settings: {
      'import-x/extensions': SOURCE_EXTENSIONS,
      'import-x/parsers': { '@typescript-eslint/parser': SOURCE_EXTENSIONS },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: [...SOURCE_EXTENSIONS, '.json'] }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'local/no-cycle-with-types': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...FRONT_END_PACKAGES.flatMap(featureBoundaryZones), ...apiLayerZones()] },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs', 'api/**/*.ts', 'web/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The page server builds on the API's public entry; the API never knows the page server.
    files: ['web/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/**', '**/api/test/**', '@stackfolio/api/*'],
              message: 'Use the API through its public entry, @stackfolio/api.',
            },
          ],
        },
      ],
    },
  },
  {
    // Soak and bench drive the API as a user of its package would: only its public entries.
    files: ['soak/**/*.mjs', 'bench/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/src/**', '**/api/dist/**', '**/api/test/**'],
              message: 'Use @stackfolio/api (or @stackfolio/api/testing in tests).',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.name='require'] > Literal.arguments[value=/api\\/(src|dist|test)\\//]",
          message: "Use @stackfolio/api, not the API package's files.",
        },
        {
          selector: 'ImportExpression > Literal.source[value=/api\\/(src|dist|test)\\//]',
          message: "Use @stackfolio/api, not the API package's files.",
        },
      ],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@stackfolio/web', '@stackfolio/web/*', '**/web/src/**'],
              message: 'The API serves data only; pages belong to @stackfolio/web.',
            },
          ],
        },
      ],
    },
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
  {
    // These packages render the public pages on the server, under a CSP that refuses style
    // attributes in HTML: styles go through styled-components (classes), never `style={…}`.
    files: [
      'shell/src/**/*.tsx',
      'shared-ui/src/**/*.tsx',
      'mfe-profiles/src/**/*.tsx',
      'mfe-projects/src/**/*.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': ['error', STYLE_ATTRIBUTE, ...ROUTE_LITERALS],
    },
  },
  {
    // The page's start script holds early presses until a part's hydration mark says done: every
    // Suspense boundary of the shell must carry one (SuspenseArea). Repeats the style rule above,
    // which this entry's no-restricted-syntax replaces for these files.
    files: ['shell/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'shell/src/page-start/hydration-area.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        STYLE_ATTRIBUTE,
        ...ROUTE_LITERALS,
        {
          selector: "JSXOpeningElement[name.name='Suspense']",
          message:
            'Use SuspenseArea (page-start/hydration-area): it marks when its part is hydrated.',
        },
      ],
    },
  },
  {
    files: ['mfe-analytics/src/**/*.tsx', 'mfe-resume/src/**/*.tsx', 'mfe-admin/src/**/*.tsx'],
    ignores: ['**/*.test.tsx'],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_LITERALS] },
  },
  { files: ['shell/src/**/*.{ts,tsx}'], rules: borderRules('shell') },
  { files: ['shared-ui/src/**/*.{ts,tsx}'], rules: borderRules('shared-ui') },
  ...REMOTES.map((r) => ({ files: [`${r}/src/**/*.{ts,tsx}`], rules: borderRules(r) })),
  { files: ['shared-ui/src/router.ts'], rules: { 'no-restricted-imports': 'off' } },
  {
    // The contract modules the pages run (rules, messages, routes, theme): a schema built at load
    // time brought zod (~90 KB) back into every public page's first scripts once.
    files: [
      'contract/src/*-rules.ts',
      'contract/src/routes.ts',
      'contract/src/remotes.ts',
      'contract/src/theme.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Pages run this module: keep zod out (schemas go in the area file).',
            },
          ],
          patterns: [
            {
              regex: '^\\./(?!.*-rules$|routes$|remotes$|theme$|registry\\.json$|endpoint-types$)',
              message: 'Import only other zod-free modules here.',
            },
          ],
        },
      ],
    },
  },
);
