import { readdirSync } from 'node:fs'

import js from '@eslint/js'
import importX, { createNodeResolver } from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const foldersIn = (dir) =>
  readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)

/** One zone per (importer, imported) pair: folder `a` may not reach into sibling `b`. */
const isolate = (root, allow = {}) => {
  const names = foldersIn(root)
  return names.flatMap((a) =>
    names
      .filter((b) => b !== a)
      .map((b) => ({
        target: `./${root}/${a}`,
        from: `./${root}/${b}`,
        except: allow[b] ?? [],
        message: `${root}/${a} does not import ${root}/${b}${allow[b]?.length ? ` (only ${allow[b].join(', ')})` : ''} (STYLE.md: one feature never imports another)`,
      })),
  )
}

/**
 * What one server module may take from another. A module's service is its public face (auth
 * checks credentials through the users service). Accounts are split in two modules that share
 * two things: password hashing (auth/passwords.ts: pure functions the users service needs to
 * set a password) and ending sessions when a password changes (auth/refresh-tokens.repository.ts
 * `revokeUserTokens`, called where the password is written).
 */
const MODULE_API = Object.fromEntries(
  foldersIn('server/modules').map((m) => [
    m,
    [`./${m}.service.ts`, ...(m === 'auth' ? ['./passwords.ts', './refresh-tokens.repository.ts'] : [])],
  ]),
)

/** Query-building calls: only repositories and server/db/ talk to the database. */
const QUERY_CALL =
  'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom|replaceInto|mergeInto|executeQuery)$/]'

export default tseslint.config(
  {
    ignores: [
      'build/',
      'dist/',
      'node_modules/',
      'data/',
      '.react-router/',
      'public/',
      '.cache/',
      'coverage/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-warning-comments': ['error', { terms: ['fixme'], location: 'anywhere' }],
    },
  },
  {
    // STYLE.md: migrations work on Kysely<any>; they must not depend on today's schema types.
    files: ['server/db/migrate.ts', 'server/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Import zones (STYLE.md, Layout): features and modules are islands; shared code is shared.
    files: ['app/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...isolate('app/features'),
            ...isolate('server/modules', MODULE_API),
            {
              target: ['./app/components', './app/lib'],
              from: ['./app/features', './app/routes'],
              message: 'app/components and app/lib are shared: they import no feature and no route',
            },
          ],
        },
      ],
    },
  },
  {
    // STYLE.md: routes never import Kysely; raw `sql` and queries live in repositories.
    files: ['server/**/*.ts'],
    ignores: ['server/db/**', 'server/**/*.repository.ts', 'server/**/*.test.ts', 'server/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Only *.repository.ts and server/db/ use Kysely at run time; move the query into a repository',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        { selector: QUERY_CALL, message: 'Queries live in *.repository.ts (or server/db/), not in routes or services' },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'app/ never imports server/' }] },
      ],
    },
  },
  {
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**', '**/app/**'], message: 'core/ imports nothing from app/ or server/' }] },
      ],
    },
  },
)
