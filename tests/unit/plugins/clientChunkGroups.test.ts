import { existsSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { clientChunkGroups, clientChunkModules } from '../../../scripts/plugins/clientChunkGroups'

const root = join(import.meta.dirname, '../../..')
const groupOf = (id: string) => clientChunkGroups.find((group) => group.test.test(id))?.name

describe('the browser bundle’s chunk groups', () => {
  // A renamed component or a dependency's new layout would otherwise move modules between chunks unannounced.
  it.each(Object.entries(clientChunkModules).flatMap(([name, paths]) => paths.map((path) => [name, path] as const)))(
    '%s names %s, which exists',
    (_name, path) => {
      const full = join(root, path)
      expect(
        existsSync(full),
        `${path} is named in scripts/plugins/clientChunkGroups.ts but does not exist: rename it there too`,
      ).toBe(true)
      expect(statSync(full).isDirectory()).toBe(path.endsWith('/'))
    },
  )

  it('takes a named file, and every module under a named folder, by its absolute id on any system', () => {
    expect(groupOf(join(root, 'src/components/sections/FeatureGrid.tsx'))).toBe('sections')
    expect(groupOf('C:\\site\\src\\components\\ui\\cn.ts')).toBe('sections')
    expect(groupOf(join(root, 'node_modules/lucide-react/dist/esm/shared/src/build/defaultAttributes.mjs'))).toBe(
      'sections',
    )
    expect(groupOf(join(root, 'node_modules/lucide-react/dist/esm/icons/shield-check.mjs'))).toBe('icons')
  })

  it('leaves other modules to the bundler: a file only matches whole', () => {
    expect(groupOf(join(root, 'src/components/sections/FaqList.tsx'))).toBeUndefined()
    expect(groupOf(join(root, 'src/components/sections/Section.tsx.map'))).toBeUndefined()
    expect(groupOf(join(root, 'src/components/sections/OtherSection.tsx'))).toBeUndefined()
    expect(groupOf(join(root, 'node_modules/lucide-react/dist/esm/lucide-react.mjs'))).toBeUndefined()
  })
})
