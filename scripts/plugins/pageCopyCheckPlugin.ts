/**
 * Checks every locale file of every language against its namespace's copy schema
 * (src/content/pageCopy/) when the build starts: a missing key, a key of the wrong type or a key
 * no schema knows (a misspelling) stops the build, naming the file and the key path. The dev
 * server checks again on every change to a locale file and shows the problems in Vite's error
 * overlay until they are fixed (scripts/plugins/devProblems.ts).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, sep } from 'node:path'
import type { Plugin } from 'vite'
import type { z } from 'zod'
import { isStaged, languages, type Language } from '../../routes.config'
import { pageCopySchemas } from '../../src/content/pageCopy/pageCopySchemas'
import {
  buildError,
  BuildError,
  InvalidCopyJson,
  InvalidPageCopy,
  UnknownCopyNamespace,
} from '../../src/errors/buildErrors'
import { devProblemsOf } from './devProblems'

const localesDir = join(import.meta.dirname, '../../locales')

const typeNames: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'an object (a group of keys)',
  number: 'a number',
  boolean: 'true or false',
}

function describeValue(value: unknown): string {
  if (Array.isArray(value)) return typeNames.array!
  if (value === null) return 'null'
  return typeNames[typeof value] ?? typeof value
}

function keyPath(path: readonly PropertyKey[]): string {
  return (
    path
      .map((part, index) => (typeof part === 'number' ? `[${part}]` : index === 0 ? String(part) : `.${String(part)}`))
      .join('') || '(the whole file)'
  )
}

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, part) =>
      value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[part] : undefined,
    data,
  )
}

function problemsOf(issue: z.core.$ZodIssue, data: unknown): { path: readonly PropertyKey[]; problem: string }[] {
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      path: [...issue.path, key],
      problem: "is not part of the page's copy (a misspelt or left-over key)",
    }))
  }
  const expected = issue.code === 'invalid_type' ? `; expected ${typeNames[issue.expected] ?? issue.expected}` : ''
  const value = valueAt(data, issue.path)
  const problem =
    value === undefined
      ? `is missing${expected}`
      : issue.code === 'invalid_type'
        ? `is ${describeValue(value)}${expected}`
        : `is invalid: ${issue.message}`
  return [{ path: issue.path, problem }]
}

/** Every problem of one locale file, as BuildErrors naming the file and the key path; empty when it fits. */
export function pageCopyErrors(language: Language, namespace: string, data: unknown): BuildError[] {
  const file = `locales/${language}/${namespace}.json`
  const schema = (pageCopySchemas as Record<string, z.ZodObject>)[namespace]
  if (!schema) return [buildError(UnknownCopyNamespace, { file })]
  const result = schema.safeParse(data)
  if (result.success) return []
  // A staged language may lack strings: its pages show the English ones (src/i18n/localeBundles.ts).
  const lacking = (issue: z.core.$ZodIssue) =>
    isStaged(language) && issue.code === 'invalid_type' && valueAt(data, issue.path) === undefined
  return result.error.issues.flatMap((issue) =>
    (lacking(issue) ? [] : problemsOf(issue, data)).map(({ path, problem }) =>
      buildError(InvalidPageCopy, { file, keyPath: keyPath(path), problem, namespace }),
    ),
  )
}

/** Every locale file of every language, checked. */
export function checkAllPageCopy(dir = localesDir): BuildError[] {
  return languages.flatMap((language) => {
    const languageDir = join(dir, language)
    if (!existsSync(languageDir)) return []
    return readdirSync(languageDir)
      .filter((name) => name.endsWith('.json'))
      .sort()
      .flatMap((name) => {
        const namespace = name.slice(0, -'.json'.length)
        let data: unknown
        try {
          data = JSON.parse(readFileSync(join(languageDir, name), 'utf8'))
        } catch (error) {
          return [
            buildError(InvalidCopyJson, { file: `locales/${language}/${name}`, problem: (error as Error).message }),
          ]
        }
        return pageCopyErrors(language, namespace, data)
      })
  })
}

const pluginName = 'vaultline:page-copy-check'

function problemOf(errors: readonly BuildError[]): Error {
  return new Error(
    `The page copy does not fit its schema (${errors.length} problem${errors.length === 1 ? '' : 's'}):\n${errors.map((error) => error.message).join('\n')}`,
  )
}

export function pageCopyCheckPlugin({ dir = localesDir }: { dir?: string } = {}): Plugin {
  let serving = false
  return {
    name: pluginName,
    configResolved(config) {
      serving = config.command === 'serve'
    },
    buildStart() {
      // The dev server checks in configureServer and on every change, reporting instead of stopping.
      if (serving) return
      const errors = checkAllPageCopy(dir)
      if (errors.length > 0) this.error(problemOf(errors).message)
    },
    configureServer(server) {
      const problems = devProblemsOf(server)
      const check = () => {
        const errors = checkAllPageCopy(dir)
        problems.report(pluginName, errors.length > 0 ? problemOf(errors) : null)
      }
      check()
      server.watcher.on('all', (event, file) => {
        if (file.startsWith(dir + sep) && file.endsWith('.json') && ['add', 'change', 'unlink'].includes(event)) check()
      })
    },
  }
}
