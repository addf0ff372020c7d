/**
 * Decap CMS fields derived from the zod schemas the build validates with (through their JSON
 * Schema), so the editor's form and the build can never disagree: a field added to a schema
 * appears in the CMS without another edit, with the same limits, enumerations and optionality.
 */
import { z } from 'zod'

/** The subset of JSON Schema that zod emits for our plain-data schemas. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: string[]
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  format?: string
  pattern?: string
  /** Our own annotations, set with zod's .meta(). */
  widget?: 'image' | 'string' | 'text' | 'translationSource'
  i18n?: CmsI18n
  hint?: string
}

/** Whether a field is written per language ('translate'), copied from English ('duplicate') or English-only ('none'). */
type CmsI18n = 'translate' | 'duplicate' | 'none'

export interface CmsField {
  name: string
  label: string
  widget: string
  required?: boolean
  i18n?: boolean | 'duplicate' | 'none'
  hint?: string
  pattern?: [string, string]
  /** A select's choices: stored as written, or by `value` and shown by `label`. */
  options?: (string | { label: string; value: string })[]
  multiple?: boolean
  min?: number
  max?: number
  fields?: CmsField[]
  field?: CmsField
  collapsed?: boolean
  summary?: string
  format?: string
  date_format?: string
  time_format?: boolean
  picker_utc?: boolean
  choose_url?: boolean
}

/** "authorRole" → "Author role", "legal-privacy" → "Legal privacy". */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

// Headings, labels and names are one line; everything else (bodies, intros, answers) gets a text area.
const oneLineNames =
  /(^|[A-Z_-])(title|heading|eyebrow|label|action|caption|name|author|question|locale|link|cta|button)s?$|^(title|heading|eyebrow|label|author|authorRole|question)$/i

function lengthRule(schema: JsonSchema): [string, string] | undefined {
  const { minLength: min, maxLength: max } = schema
  if (min === undefined && max === undefined) return undefined
  const range = `{${min ?? 0},${max ?? ''}}`
  const message =
    min !== undefined && max !== undefined
      ? `Use ${min} to ${max} characters.`
      : min !== undefined
        ? `Use at least ${min} characters.`
        : `Use at most ${max} characters.`
  return [`^[\\s\\S]${range}$`, message]
}

function i18nOf(schema: JsonSchema): CmsField['i18n'] {
  if (schema.i18n === 'duplicate') return 'duplicate'
  if (schema.i18n === 'none') return 'none'
  return true
}

function fieldFrom(name: string, schema: JsonSchema, required: boolean): CmsField {
  const base: CmsField = {
    name,
    label: fieldLabel(name),
    widget: 'string',
    i18n: i18nOf(schema),
    ...(required ? {} : { required: false }),
    ...(schema.hint ? { hint: schema.hint } : {}),
  }
  if (schema.type === 'object' && schema.properties) {
    return { ...base, widget: 'object', collapsed: false, fields: fieldsFrom(schema) }
  }
  if (schema.type === 'array' && schema.items) {
    const limits = {
      ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
      ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
    }
    if (schema.items.enum)
      return { ...base, widget: 'select', multiple: true, options: [...schema.items.enum], ...limits }
    if (schema.items.type === 'object' && schema.items.properties) {
      const fields = fieldsFrom(schema.items)
      return {
        ...base,
        widget: 'list',
        collapsed: true,
        summary: `{{fields.${fields[0]?.name ?? 'title'}}}`,
        fields,
        ...limits,
      }
    }
    // A list of strings (paragraphs, bullet points): each item is one text.
    return {
      ...base,
      widget: 'list',
      field: { ...fieldFrom(singular(name), schema.items, true), i18n: undefined },
      ...limits,
    }
  }
  if (schema.enum) return { ...base, widget: 'select', options: [...schema.enum] }
  if (schema.type === 'boolean') return { ...base, widget: 'boolean', required: false }
  if (schema.format === 'date') {
    return {
      ...base,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    }
  }
  if (schema.widget === 'image') return { ...base, widget: 'image', choose_url: false }
  // The record a translation keeps of its English (src/admin/translationSourceWidget.tsx sets it).
  if (schema.widget === 'translationSource') return { ...base, widget: 'translationSource' }
  const widget =
    schema.widget ??
    (oneLineNames.test(name) || (schema.maxLength !== undefined && schema.maxLength <= 100) ? 'string' : 'text')
  const pattern = lengthRule(schema)
  return { ...base, widget, ...(pattern ? { pattern } : {}) }
}

function singular(name: string): string {
  if (name.endsWith('ies')) return `${name.slice(0, -3)}y`
  return name.endsWith('s') ? name.slice(0, -1) : name
}

function fieldsFrom(schema: JsonSchema): CmsField[] {
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFrom(name, property, required.has(name)),
  )
}

/** Fields already derived, by schema: the page copy of every language has the same schemas, and converting one takes a while. */
const derived = new WeakMap<z.ZodObject, readonly CmsField[]>()

/** The CMS fields of an object schema, in the schema's order (shared: callers copy what they change). */
export function cmsFieldsOf(schema: z.ZodObject): readonly CmsField[] {
  let fields = derived.get(schema)
  // 'input': optional fields stay optional and refinements (checked by the build) do not block the conversion.
  if (!fields)
    derived.set(
      schema,
      (fields = fieldsFrom(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema)),
    )
  return fields
}
