/**
 * No element carries two Tailwind utilities that set the same property under the same variant
 * (`bg-white` and `bg-ink-950`, `mt-2` and `mt-0`). `cn` joins class names without resolving
 * them, so which one wins would be decided by the order of rules in the stylesheet, not by the
 * code: the 2026-11-27 audit found the mobile menu white on white that way. tailwind-merge knows
 * Tailwind's property groups; any class it would drop from an element's list is a conflict.
 * The browser tests run the same function over menus, dialogs and errors opened in the page.
 */
import { twMerge } from 'tailwind-merge'
import { elementsOf } from '../pageElements'
import type { Check, Finding } from '../types'

/** The utilities of a class list that another utility of the list overrides; empty when none. */
export function conflictingUtilities(classList: string): string[] {
  const classes = classList.split(/\s+/).filter(Boolean)
  if (classes.length < 2) return []
  const kept = new Set(twMerge(classes.join(' ')).split(' '))
  return [...new Set(classes.filter((name) => !kept.has(name)))]
}

export const utilityConflicts: Check = {
  name: 'no conflicting utilities',
  pages() {
    const check = this.name
    // The header and footer repeat on every page: each distinct class list is resolved once.
    const seen = new Map<string, string[]>()
    const reported = new Set<string>()
    return {
      visit({ file, root }) {
        const findings: Finding[] = []
        for (const element of elementsOf(root).all) {
          const classList = element.getAttribute('class')
          if (!classList) continue
          let dropped = seen.get(classList)
          if (!dropped) seen.set(classList, (dropped = conflictingUtilities(classList)))
          // Once per class list: a conflict in the header would otherwise be reported on every page.
          if (dropped.length === 0 || reported.has(classList)) continue
          reported.add(classList)
          findings.push({
            check,
            file,
            message: `<${element.rawTagName} class="${classList}"> sets the same property twice: ${dropped.join(', ')} ${dropped.length === 1 ? 'is' : 'are'} overridden by another class on the element, and the stylesheet's order, not the code, decides which applies.`,
            fix: 'Give the component a variant for what callers change (as DropdownMenu `panel` or Section `spacing` do) instead of passing classes that collide with its defaults, or remove the class that should not apply.',
          })
        }
        return findings
      },
    }
  },
}
