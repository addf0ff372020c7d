import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { blogContentPlugin } from './scripts/blogContentPlugin'
import { bootScriptPlugin } from './scripts/bootScriptPlugin'

const ssgOptions: Partial<ViteReactSSGOptions> = {
  dirStyle: 'nested',
  // Styles are one small file; critical-CSS extraction costs build time and buys nothing here.
  beastiesOptions: false,
  concurrency: 8,
  async onFinished() {
    const { writeKeyUsageReport } = await import('./scripts/keyUsageReport')
    await writeKeyUsageReport()
  },
}

export default defineConfig(({ command }) => {
  // The prerender runs React in this process; without this it would use React's development build.
  if (command === 'build') process.env.NODE_ENV = 'production'
  return {
    plugins: [react(), tailwindcss(), bootScriptPlugin(), blogContentPlugin()],
    envPrefix: ['VITE_', 'SITE_URL'],
    build: { assetsInlineLimit: 0 },
    ssgOptions,
  }
})
