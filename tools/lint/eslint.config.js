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
      // wrangler pages dev's bundles of functions/ (scripts/tools/pagesDev.ts).
      '.wrangler/**',
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
  {
    // SEO-2: a <Head> rendered during hydration makes the head manager take the prerendered SEO tags out.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    ignores: ['src/seo/SiteHead.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'vite-react-ssg',
              importNames: ['Head'],
              message:
                'Use <SiteHead> from src/seo/SiteHead.tsx: it keeps the prerendered head tags in place while the page hydrates.',
            },
          ],
        },
      ],
    },
  },
)
