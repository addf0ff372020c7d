// Type-aware lint rules for the whole project. Run from the repository root: `npm run lint`.
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import tseslint from 'typescript-eslint'

const projectRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..')

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-cms/**',
      'deploy/**',
      'build-report/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
      '**/node_modules/**',
      'tools/lint/**',
    ],
  },
  {
    files: ['**/*.ts', '**/*.tsx'],
    extends: [tseslint.configs.recommended],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: projectRoot },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // A leading underscore names what a signature or a destructuring must take but does not use.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
)
