import fs from 'node:fs'
import js from '@eslint/js'
import { createNodeResolver, importX } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import lingui from 'eslint-plugin-lingui'
import tseslint from 'typescript-eslint'

const features = fs.readdirSync(new URL('./frontend/src/features', import.meta.url))

/** Import direction (docs/architecture.md): shared ← functions ← infra, and shared ← frontend. */
const forbid = (...folders) => ({
  patterns: folders.map((folder) => ({
    group: [`**/${folder}/**`, `**/${folder}`],
    message: `This layer must not import from ${folder}/ (see the import direction in docs/architecture.md).`,
  })),
})

/** Lambda code imports what its bundle needs (see the block that applies these). */
const lambdaImportPatterns = [
  {
    regex: '/shared/api/(routes|route-table/(?!common$)[a-z-]+)$',
    allowTypeImports: true,
    message: 'Import the route row module, shared/api/route-table/<area>/<kebab-id>, not a whole table.',
  },
  {
    regex: '/shared/transfers/transfer-schemas$',
    allowTypeImports: true,
    message: 'Import the transfer schema module you need (transfer, create-transfer-schema, ...), not the barrel.',
  },
]

/** functions/model/ describes what is stored and does no I/O: no AWS SDK, directly or through functions/lib/clients. */
const noAwsSdk = {
  group: ['@aws-sdk/*', '@smithy/*'],
  message: 'functions/model/ and functions/domain/ do no I/O: no AWS SDK (the calls belong in functions/store/).',
}

const DOMAIN_IS_PURE = 'functions/domain/ is pure: it decides a move from a record, an action, an actor and a time, and reads or writes nothing.'

/** Resolves imports to files, for import-x/no-restricted-paths. */
const importResolution = {
  plugins: { 'import-x': importX },
  settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
}

// The rules that need types (no-floating-promises, no-misused-promises) are oxlint's (.oxlintrc.json):
// ESLint builds no TypeScript program.
export default tseslint.config(
  { ignores: ['node_modules', 'cdk.out', 'frontend/dist', '.local', 'coverage', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          ...forbid('functions', 'frontend', 'infra'),
          paths: [
            { name: 'react', message: 'shared/ is pure TypeScript: no React.' },
            { name: 'node:fs', message: 'shared/ does no I/O.' },
          ],
        },
      ],
    },
  },
  { files: ['functions/**'], rules: { 'no-restricted-imports': ['error', forbid('frontend', 'infra')] } },
  {
    // Lambda code imports what its bundle needs: a whole route table or the transfer-schemas barrel
    // would put every row's schemas in each Lambda and build them at cold start (docs/architecture.md).
    files: ['functions/**'],
    ignores: ['**/*.test.ts', 'functions/**/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid('frontend', 'infra').patterns, ...lambdaImportPatterns] }] },
  },
  // functions/model/: the blocks above, plus no AWS SDK (a rule's options replace earlier ones, so each repeats them).
  {
    files: ['functions/model/**', 'functions/domain/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid('frontend', 'infra').patterns, noAwsSdk] }] },
  },
  {
    files: ['functions/model/**', 'functions/domain/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...forbid('frontend', 'infra').patterns, ...lambdaImportPatterns, noAwsSdk] }] },
  },
  {
    // The store (DynamoDB and S3 calls) is reached through functions/services/: the request wrapper,
    // its helpers and the stacks use the pure model (keys, table definition, item shapes) instead,
    // and the model itself does no I/O. Resolved paths, type-only imports included.
    files: ['functions/**', 'infra/**'],
    ...importResolution,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: ['./functions/lib', './infra'],
              from: './functions/store',
              message: 'functions/lib/ and infra/ never import functions/store/: use functions/model/, or a service in functions/services/.',
            },
            {
              target: './functions/model',
              from: ['./functions/store', './functions/services', './functions/lib/clients.ts'],
              message: 'functions/model/ does no I/O: it imports no store, service or AWS client.',
            },
            {
              target: './functions/domain',
              from: ['./functions/store', './functions/services', './functions/events'],
              message: DOMAIN_IS_PURE,
            },
            // The error classes are plain values the domain throws, and its tests' sample record is data; nothing else in lib/ is.
            {
              target: './functions/domain',
              from: './functions/lib',
              except: ['./errors.ts', './testing/sample-transfer-record.ts'],
              message: DOMAIN_IS_PURE,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['frontend/**'],
    ignores: ['frontend/vite.config.ts'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'no-restricted-imports': ['error', forbid('functions', 'infra')] },
  },
  {
    // The browser journeys run in Node beside the local stack: like the integration tests, they may
    // use the functions' test helpers (a handler run at a chosen time), never the SPA's code paths.
    files: ['frontend/e2e/**'],
    rules: { 'no-restricted-imports': ['error', forbid('infra')] },
  },
  {
    // The SPA's layers, as bulletproof-react draws them (with an entities layer between): app →
    // features → entities → shared code (components, hooks, lib, config). A feature never imports
    // another feature or the app; an entity imports no feature; shared code imports neither.
    // Pages that need two features are composed in app/.
    files: ['frontend/src/**'],
    ...importResolution,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./frontend/src/features/${feature}`,
              from: './frontend/src/features',
              except: [`./${feature}`],
              message: 'A feature never imports another feature: compose them in frontend/src/app/.',
            })),
            { target: './frontend/src/features', from: './frontend/src/app', message: 'A feature never imports the app.' },
            // An entity (entities/transfer: a resource's api calls, keys, types, texts and small shared
            // views) is what several features share: it imports shared code, never a feature or the app.
            {
              target: './frontend/src/entities',
              from: ['./frontend/src/features', './frontend/src/app'],
              message: 'An entity imports no feature and not the app: the features import it.',
            },
            {
              target: ['./frontend/src/components', './frontend/src/hooks', './frontend/src/lib', './frontend/src/config'],
              from: ['./frontend/src/features', './frontend/src/entities', './frontend/src/app'],
              message: 'Shared code imports no feature, entity or the app: take what it needs as props or slots.',
            },
            // The test harness wraps a screen in the app's providers, and knows no feature.
            { target: './frontend/src/testing', from: './frontend/src/features', message: 'The test harness knows no feature.' },
          ],
        },
      ],
    },
  },
  {
    // No component function over 120 lines (blank lines and comments counted): a longer one is
    // split into named parts and hooks, as the wizard, the dashboards and Add Customer are.
    files: ['frontend/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'frontend/src/testing/**'],
    rules: { 'max-lines-per-function': ['error', { max: 120 }] },
  },
  {
    // Every text a reader meets goes through the catalogs. A component may not render
    // literal words — JSX text outside <Trans>/<Plural>, a string in braces, or a literal in an
    // attribute a person reads or hears. All-capital codes (USD, CVV) and symbols are not words.
    files: ['frontend/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'frontend/src/testing/**'],
    plugins: { lingui },
    rules: {
      'lingui/no-trans-inside-trans': 'error',
      'lingui/no-single-variables-to-translate': 'error',
      'lingui/t-call-in-function': 'error',
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXText[value=/[a-z]{2}/]:not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] JSXText)',
          message: 'Words a reader sees go through the catalogs: <Trans>…</Trans> (docs/architecture.md, Languages).',
        },
        {
          selector:
            'JSXExpressionContainer > :matches(Literal[value=/[a-z]{2}/], TemplateLiteral[expressions.length=0] > TemplateElement[value.raw=/[a-z]{2}/]):not(JSXElement[openingElement.name.name=/^(Trans|Plural|Select|SelectOrdinal)$/] *)',
          message: 'Words a reader sees go through the catalogs: <Trans>…</Trans> or t`…` (docs/architecture.md, Languages).',
        },
        {
          selector:
            'JSXAttribute[name.name=/^(aria-label|aria-description|aria-valuetext|title|alt|placeholder|label|hint|description|heading|emptyText)$/] > Literal[value=/[a-z]{2}/]',
          message: 'An attribute a person reads or hears goes through the catalogs: t`…` (docs/architecture.md, Languages).',
        },
      ],
    },
  },
)
