// Lint keeps the import rules of docs/architecture.md section 4: imports flow shared -> features -> app in the web app,
// routes -> service -> repository in the server, no feature reaches into another feature, and a table is written by
// its owning module only (tools/eslint/table-writes.js).
import { readdirSync, existsSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettierOff from 'eslint-config-prettier';
import palaro from './tools/eslint/table-writes.js';

const featuresDir = 'apps/web/src/features';
const features = existsSync(featuresDir)
  ? readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];

const webZones = [
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared must not import features or app',
  },
  { target: './apps/web/src/features', from: './apps/web/src/app', message: 'features must not import app' },
  ...features.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'a feature must not import another feature',
  })),
];

// the Originals game pages: shared -> games | fairness -> verify -> app; a game reaches another only through games/table
const originals = './apps/originals/src';
const originalsZones = [
  {
    target: `${originals}/shared`,
    from: [`${originals}/games`, `${originals}/fairness`, `${originals}/verify`, `${originals}/app`],
    message: 'shared must not import games, fairness, verify or app',
  },
  {
    target: `${originals}/games`,
    from: [`${originals}/fairness`, `${originals}/verify`, `${originals}/app`],
    message: 'games must not import fairness, verify or app',
  },
  ...['slot', 'color-game', 'baccarat'].map((game) => ({
    target: `${originals}/games/${game}`,
    from: `${originals}/games`,
    except: [`./${game}`, './table'],
    message: 'a game must not import another game',
  })),
  {
    target: `${originals}/fairness`,
    from: [`${originals}/games`, `${originals}/verify`, `${originals}/app`],
    message: 'fairness must not import games, verify or app',
  },
  {
    target: `${originals}/verify`,
    from: [`${originals}/games`, `${originals}/app`],
    message: 'verify must not import games or app',
  },
];

// the back office: shared -> features -> app; a feature (chat, feedback, inbox, ...) never reaches into another
const backoffice = './apps/backoffice/src';
const backofficeFeaturesDir = 'apps/backoffice/src/features';
const backofficeFeatures = existsSync(backofficeFeaturesDir)
  ? readdirSync(backofficeFeaturesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const backofficeZones = [
  {
    target: `${backoffice}/shared`,
    from: [`${backoffice}/features`, `${backoffice}/app`],
    message: 'shared must not import features or app',
  },
  { target: `${backoffice}/features`, from: `${backoffice}/app`, message: 'features must not import app' },
  ...backofficeFeatures.map((feature) => ({
    target: `${backoffice}/features/${feature}`,
    from: `${backoffice}/features`,
    except: [`./${feature}`],
    message: 'a feature must not import another feature',
  })),
];

// the lottery pages: shared -> fairness -> verify | game -> app; the verifier never depends on a game's page
const lotto = './apps/lotto/src';
const lottoZones = [
  {
    target: `${lotto}/shared`,
    from: [`${lotto}/fairness`, `${lotto}/verify`, `${lotto}/game`, `${lotto}/app`],
    message: 'shared must not import fairness, verify, game or app',
  },
  {
    target: `${lotto}/fairness`,
    from: [`${lotto}/verify`, `${lotto}/game`, `${lotto}/app`],
    message: 'fairness must not import verify, game or app',
  },
  { target: `${lotto}/verify`, from: [`${lotto}/game`, `${lotto}/app`], message: 'verify must not import game or app' },
  { target: `${lotto}/game`, from: [`${lotto}/verify`, `${lotto}/app`], message: 'game must not import verify or app' },
];

const serverZones = [
  {
    target: './apps/server/src/modules/*/repository*.ts',
    from: ['./apps/server/src/modules/*/service*.ts', './apps/server/src/modules/*/routes*.ts'],
    message: 'repositories hold SQL only',
  },
  {
    target: './apps/server/src/modules/*/service*.ts',
    from: './apps/server/src/modules/*/routes*.ts',
    message: 'services must not import routes',
  },
];

// Server modules meet only at their index.ts (docs/architecture.md sections 3 and 4); the shared layers import no
// module; demo data stays in db/seed. Production code only: tests and test kits may look inside to set up and inspect.
const serverSrc = './apps/server/src';
const modulesDir = 'apps/server/src/modules';
const serverModules = existsSync(modulesDir)
  ? readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
  : [];
const serverBoundaryZones = [
  ...serverModules.map((module) => ({
    target: [
      `${serverSrc}/*.ts`,
      `${serverSrc}/!(modules)/**`,
      `${serverSrc}/modules/!(${module})/**`,
      './apps/server/scripts/**',
    ],
    from: `${serverSrc}/modules/${module}`,
    except: ['./index.ts'],
    message: `another module is imported only through its index.ts: import from modules/${module}`,
  })),
  {
    target: ['plugins', 'db', 'http', 'kv', 'jobs', 'security', 'logging', 'config'].map(
      (dir) => `${serverSrc}/${dir}`,
    ),
    from: `${serverSrc}/modules`,
    message: 'the shared layers import no module: a module takes them, never the other way round',
  },
  {
    target: [
      `${serverSrc}/server.ts`,
      `${serverSrc}/!(db|modules|plugins)/**`,
      `${serverSrc}/db/!(seed)/**`,
      `${serverSrc}/db/*.ts`,
      `${serverSrc}/plugins/!(database).ts`,
      `${serverSrc}/modules/!(demo-images)/**`,
    ],
    from: `${serverSrc}/db/seed`,
    message: 'demo data stays in db/seed: only the seeding steps and the demo artwork read it',
  },
];

const appZones = [
  { target: './packages', from: './apps', message: 'packages must not import apps' },
  { target: './apps/web', from: './apps/server', message: 'the web app talks to the server over HTTP only' },
  { target: './apps/server', from: './apps/web', message: 'the server must not import the web app' },
  {
    target: './apps/originals',
    from: ['./apps/server', './apps/web'],
    message: 'the game pages talk to the server over HTTP only and share nothing with the web app',
  },
  { target: ['./apps/web', './apps/server'], from: './apps/originals', message: 'nothing imports the game pages' },
  {
    target: './apps/backoffice',
    from: ['./apps/server', './apps/web', './apps/originals'],
    message: 'the back office talks to the server over HTTP only and shares nothing with the other apps',
  },
  {
    target: ['./apps/web', './apps/server', './apps/originals', './apps/lotto'],
    from: './apps/backoffice',
    message: 'nothing imports the back office',
  },
  {
    target: './apps/lotto',
    from: ['./apps/server', './apps/web', './apps/originals'],
    message: 'the lottery pages talk to the server over HTTP only and share nothing with the other apps',
  },
  {
    target: ['./apps/web', './apps/server', './apps/originals', './apps/backoffice'],
    from: './apps/lotto',
    message: 'nothing imports the lottery pages',
  },
];

// Who writes which table (docs/architecture.md section 4): the map, and the writes that break it today.
const tableOwners = JSON.parse(
  readFileSync(new URL('./apps/server/src/db/table-owners.json', import.meta.url), 'utf8'),
);
// TEMPORARY, to be emptied by the module refit (issue 16): writes to another module's table that exist today. Each
// entry lets one file write one table; once the write goes through the owner, lint asks for the entry to be removed.
// writes that must break the table-owner rule for a while, as { file, table }: none since the house refit
const knownTableWrites = [];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '**/*.d.ts',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    // resolves the repository's TypeScript files by extension, so the zone and cycle rules see every relative import
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webZones, ...originalsZones, ...backofficeZones, ...lottoZones, ...serverZones, ...appZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', 'apps/server/src/testing/**', 'apps/server/scripts/bench-*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            ...originalsZones,
            ...backofficeZones,
            ...lottoZones,
            ...serverZones,
            ...serverBoundaryZones,
            ...appZones,
          ],
        },
      ],
    },
  },
  // the game pages' tests render the whole app to play a game or verify a round through it
  {
    files: ['apps/originals/**/*.test.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webZones, ...backofficeZones, ...lottoZones, ...serverZones, ...appZones] },
      ],
    },
  },
  // the two tests that hold the lottery pages to the server's own code: the derivation against the engine's
  // deriveResult, and the bet types' names against the play menu's rules view
  {
    files: ['apps/lotto/src/fairness/engine-agreement.test.ts', 'apps/lotto/src/locales/catalogue-names.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...webZones,
            ...originalsZones,
            ...backofficeZones,
            ...lottoZones,
            ...serverZones,
            ...appZones.filter((zone) => zone.target !== './apps/lotto'),
          ],
        },
      ],
    },
  },
  {
    files: [
      'apps/web/**/*.{ts,tsx}',
      'apps/originals/**/*.{ts,tsx}',
      'apps/backoffice/**/*.{ts,tsx}',
      'apps/lotto/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['apps/server/src/**/*.ts'],
    // tests and their support set up any rows they need; the demo seed writes the content it brings
    ignores: ['**/*.test.ts', 'apps/server/src/testing/**', 'apps/server/src/db/seed/**'],
    plugins: { palaro },
    rules: { 'palaro/table-writes': ['error', { owners: tableOwners, knownViolations: knownTableWrites }] },
  },
  {
    files: ['**/*.{js,mjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // last: Prettier owns layout (`npm run format`), so no lint rule may argue with it
  prettierOff,
);
