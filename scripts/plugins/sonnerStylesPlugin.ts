/**
 * sonner adds its stylesheet by creating a <style> element when its module loads, which the
 * site's CSP (style-src 'self') refuses: the toast would render unstyled, off screen, with a
 * violation in the console. This plugin removes that injection; src/toasts/SonnerToaster.tsx
 * imports sonner's own stylesheet instead, which Vite ships as a CSS file loaded with the chunk.
 */
import type { Plugin } from 'vite'
import { buildError, SonnerStylesNotFound } from '../../src/errors/buildErrors'

const injector = /function __insertCSS\(code\) \{/

export function removeSonnerStyleInjection(code: string, file: string): string {
  if (!injector.test(code)) throw buildError(SonnerStylesNotFound, { file })
  return code.replace(injector, (declaration) => `${declaration} return; // styles ship as sonner/dist/styles.css\n`)
}

export function sonnerStylesPlugin(): Plugin {
  return {
    name: 'vaultline:sonner-styles',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.m?js$/ },
      handler: (code, id) => ({ code: removeSonnerStyleInjection(code, id), map: null }),
    },
  }
}
