/**
 * Fewer, larger first-load chunks for the browser's bundle: the section components most pages
 * share in one file and the icons in another, instead of dozens of tiny requests that queue on
 * HTTP/1.1 connections. Page code, forms, Supabase and search stay lazy.
 *
 * The groups name files, so a rename would change the chunking without a word:
 * tests/unit/plugins/clientChunkGroups.test.ts fails when a named file or folder no longer exists.
 */

/** A file (matched whole) or, ending in `/`, every module under a folder; project-relative, `/`-separated. */
type ModulePath = string

export const clientChunkModules = {
  sections: [
    'src/components/sections/Section.tsx',
    'src/components/sections/PageHero.tsx',
    'src/components/sections/PrimaryActions.tsx',
    'src/components/sections/FeatureGrid.tsx',
    'src/components/sections/LinkCards.tsx',
    'src/components/sections/CtaBand.tsx',
    'src/components/sections/ProseSection.tsx',
    'src/components/sections/StepList.tsx',
    'src/components/ui/PageLink.tsx',
    'src/components/ui/Button.tsx',
    'src/components/ui/buttonClasses.ts',
    'src/components/ui/linkCardClasses.ts',
    'src/components/ui/cn.ts',
    'node_modules/clsx/',
    'node_modules/lucide-react/dist/esm/createLucideIcon.mjs',
    'node_modules/lucide-react/dist/esm/Icon.mjs',
    'node_modules/lucide-react/dist/esm/shared/',
  ],
  // Every icon the site uses is ~6 KB gzipped together; one request beats a dozen tiny ones.
  icons: ['node_modules/lucide-react/dist/esm/icons/'],
} as const satisfies Record<string, readonly ModulePath[]>

const separator = String.raw`[\\/]`

function patternOf(paths: readonly ModulePath[]): RegExp {
  const alternatives = paths.map((path) => {
    const escaped = path
      .split('/')
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join(separator)
    // Module ids are absolute: a path must start at a folder boundary; a file must end the id.
    return `${separator}${escaped}${path.endsWith('/') ? '' : '$'}`
  })
  return new RegExp(alternatives.join('|'))
}

/** Rolldown's `output.codeSplitting.groups` for the browser's bundle. */
export const clientChunkGroups = Object.entries(clientChunkModules).map(([name, paths]) => ({
  name,
  test: patternOf(paths),
}))
