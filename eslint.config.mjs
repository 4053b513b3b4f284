import js from '@eslint/js';
import nx from '@nx/eslint-plugin';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import textFromCatalogue from './scripts/lint/text-from-catalogue.mjs';

// One router: '@yrkesbro/ui' shares the part of react-router-dom the apps use (router.ts).
// A direct import would bundle a second router that the shell's context does not reach. Every
// block below that sets no-restricted-imports for app or lib code repeats these (SHARED_ONCE;
// the api client, which builds the one api, only ONE_ROUTER): a later block's options replace an
// earlier one's for the same files.
const ONE_ROUTER = ['react-router-dom', 'react-router'].map((name) => ({
  name,
  message: "Import the router from '@yrkesbro/ui', the one shared router.",
}));
// The same for Redux: '@yrkesbro/api-client' builds the one store and api, with their hooks and
// its StoreProvider, and is the only importer of Redux Toolkit and react-redux. Neither is shared
// (shared, each was bundled whole into the shell's first load), so an import elsewhere bundles a
// second copy into that app, and a second react-redux would not see the store; a query waits
// with its `skip` option.
const ONE_REDUX = [
  '@reduxjs/toolkit',
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  '@reduxjs/toolkit/react',
  'react-redux',
].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Use the store and api of '@yrkesbro/api-client' (and a query's `skip`), not Redux's.",
}));
// Toasts: notistack loads with the first toast (the shell's toast-host.tsx); everything else
// asks '@yrkesbro/toasts' for them, whose queue holds a toast until notistack has come.
const TOASTS_ON_DEMAND = [
  {
    name: 'notistack',
    message:
      "Take enqueueSnackbar or useSnackbar from '@yrkesbro/toasts': notistack loads on demand.",
  },
];
const SHARED_ONCE = [...ONE_ROUTER, ...ONE_REDUX, ...TOASTS_ON_DEMAND];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.nx/**', '**/coverage/**', '.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Build and test configuration may reach the workspace's shared config files; code may not.
    files: ['**/src/**/*.{ts,tsx}', '**/test/**/*.ts'],
    plugins: { '@nx': nx },
    rules: {
      // Apps meet only at runtime; a type may depend only on the types below it (STYLE.md).
      '@nx/enforce-module-boundaries': [
        'error',
        {
          enforceBuildableLibDependency: false,
          allow: [],
          depConstraints: [
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:data-access',
                'type:util',
              ],
            },
            {
              sourceTag: 'type:feature',
              onlyDependOnLibsWithTags: [
                'type:feature',
                'type:ui',
                'type:data-access',
                'type:util',
              ],
            },
            { sourceTag: 'type:ui', onlyDependOnLibsWithTags: ['type:ui', 'type:util'] },
            {
              sourceTag: 'type:data-access',
              onlyDependOnLibsWithTags: ['type:data-access', 'type:util'],
            },
            { sourceTag: 'type:util', onlyDependOnLibsWithTags: ['type:util'] },
            { sourceTag: 'scope:shared', onlyDependOnLibsWithTags: ['scope:shared'] },
            { sourceTag: 'scope:shell', onlyDependOnLibsWithTags: ['scope:shared', 'scope:shell'] },
            {
              sourceTag: 'scope:public',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:public'],
            },
            {
              sourceTag: 'scope:student',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:student'],
            },
            {
              sourceTag: 'scope:business',
              onlyDependOnLibsWithTags: ['scope:shared', 'scope:business'],
            },
            { sourceTag: 'scope:admin', onlyDependOnLibsWithTags: ['scope:shared', 'scope:admin'] },
            { sourceTag: 'scope:api', onlyDependOnLibsWithTags: ['scope:shared', 'scope:api'] },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // MUI 9 took the system props off Typography: its color reads only a palette name
      // ('textSecondary', 'error'); a path such as 'text.secondary' is silently ignored and the
      // text shows in the body colour.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Typography'] > JSXAttribute[name.name='color'][value.value=/\\./]",
          message:
            "Typography's color takes a palette name ('textSecondary', 'error'); put a path such as 'error.dark' in sx.",
        },
      ],
    },
  },
  {
    // One voice: what a screen shows comes from its area's catalogue, a texts.ts. Texts the
    // API shares with the screens (validation, errors, toasts) live in @yrkesbro/contracts.
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/texts.ts',
      '**/*.spec.{ts,tsx}',
      '**/testing/**',
      '**/*-fixtures.ts',
      // These are catalogues already: texts shared with the API, and the public pages' articles.
      'libs/contracts/**',
      'libs/content/**',
      'libs/testing/**',
    ],
    plugins: { yrkesbro: { rules: { 'text-from-catalogue': textFromCatalogue } } },
    rules: { 'yrkesbro/text-from-catalogue': 'error' },
  },
  {
    // One router, one Redux and toasts on demand (SHARED_ONCE above).
    files: ['apps/*/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'],
    ignores: [
      'libs/ui/src/router.ts',
      'apps/shell/src/layout/toast-provider.tsx',
      'libs/testing/**',
      '**/*.spec.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SHARED_ONCE,
        },
      ],
    },
  },
  {
    // The shared client is where Redux's parts come from.
    files: ['libs/api-client/src/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ONE_ROUTER }] },
  },
  {
    // A schema made before yup-locale.ts ran keeps yup's English defaults (see that file).
    files: ['libs/contracts/src/**/*.ts'],
    ignores: ['libs/contracts/src/yup-locale.ts', 'libs/contracts/src/yup.ts', '**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...SHARED_ONCE,
            {
              name: 'yup',
              allowTypeImports: true,
              message:
                "Take yup's builders from './yup-locale.ts', which sets the Norwegian defaults first.",
            },
          ],
        },
      ],
    },
  },
  {
    // A page that imports a message or a constant must not bring yup with it (see index.ts):
    // only `*-schemas.ts` modules take yup's builders or a schema.
    files: ['libs/contracts/src/**/*.ts'],
    ignores: [
      'libs/contracts/src/**/*-schemas.ts',
      'libs/contracts/src/index.ts',
      'libs/contracts/src/yup-locale.ts',
      'libs/contracts/src/yup.ts',
      '**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SHARED_ONCE,
          patterns: [
            {
              group: ['./yup-locale.ts', './yup.ts', './*-schemas.ts', './index.ts', 'yup'],
              allowTypeImports: true,
              message:
                'Schemas live in a *-schemas.ts module; this one holds what pages read without yup.',
            },
          ],
        },
      ],
    },
  },
  {
    // '@yrkesbro/ui/dashboard' and '/text-field' are bundled by each app, apart from the shared
    // entry (why: the dashboard's index.ts).
    files: ['libs/ui/src/dashboard/**/*.{ts,tsx}', 'libs/ui/src/text-field/**/*.{ts,tsx}'],
    ignores: ['**/*.spec.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: SHARED_ONCE,
          patterns: [
            {
              group: ['../*'],
              message:
                "The dashboard's parts take nothing from the shared entry's files (see index.ts).",
            },
          ],
        },
      ],
    },
  },
  {
    // Nest reads constructor parameter types at run time (emitDecoratorMetadata): they must stay value imports.
    files: ['services/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  {
    // Each domain's tables are reached only through its `<domain>.repository.ts`; services get
    // repositories and other domains' services, and ask `Transactions` when changes belong together.
    files: ['services/api/src/**/*.ts'],
    ignores: [
      'services/api/src/**/*.repository.ts',
      'services/api/src/database/**',
      'services/api/src/seed/**',
      'services/api/src/**/*.spec.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'typeorm',
              importNames: ['DataSource', 'EntityManager', 'Repository', 'QueryRunner'],
              message: 'Tabeller nås bare gjennom domenets <domain>.repository.ts.',
            },
            {
              name: '@nestjs/typeorm',
              importNames: ['InjectDataSource', 'InjectRepository', 'InjectEntityManager'],
              message: 'Tabeller nås bare gjennom domenets <domain>.repository.ts.',
            },
          ],
          patterns: [
            {
              group: ['**/database/database-context'],
              message: 'Tjenester bruker Transactions; DatabaseContext er for repositories.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
