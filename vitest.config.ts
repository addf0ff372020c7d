import { defineConfig } from 'vitest/config'
import { languageNoticePlugin } from './scripts/plugins/languageNoticePlugin'

export default defineConfig({
  // The layout reads the notices' copy and the path availability from this virtual module, as the build does.
  plugins: [languageNoticePlugin()],
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    typecheck: { enabled: true, include: ['tests/types/**/*.test-d.ts'] },
  },
})
