/**
 * The errors the build stops with when content, a setting, a host's limit or a dependency needs
 * changing, one export each: a permanent name, a title, where (the file or setting to change), what
 * happened and what to do. No logic beyond formatting lives in a message. One export per error (as
 * Astro's core/errors/errors-data.ts) lets a module import the errors it throws and no others, so
 * a bundle holds only what its code can reach; the site's bundle holds none
 * (dist-check/checks/browserBundle.ts). Build-only: it imports no config, since config reports
 * through it; what a message lists (languages, hosts) comes from its caller.
 */

/** One error of the catalogue; `P` is what the thrower knows (the file, the value it read). */
export interface ErrorData<P extends object = Record<never, never>> {
  /** Permanent: people search for it and tests name it. */
  readonly name: string
  /** What went wrong, in a few words, whatever the case. */
  readonly title: string
  /** The file or setting to change. */
  readonly where: string | ((params: P) => string)
  readonly message: string | ((params: P) => string)
  /** What to do, and where the documentation is. */
  readonly hint: string | ((params: P) => string)
}

export class BuildError extends Error {
  constructor(
    readonly code: string,
    readonly file: string,
    message: string,
    readonly hint: string,
  ) {
    super(`[${code}] ${file}: ${message}\n  → ${hint}`)
    this.name = 'BuildError'
  }
}

/**
 * The catalogue's error inside what a build threw, when there is one: a plugin's error reaches the
 * build wrapped by the bundler ("[plugin …] …", or as its cause). Its message names the file and
 * the fix, so the build prints it alone, with no stack (review DV-5).
 */
export function buildErrorIn(error: unknown): { message: string } | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    if (current.name === 'BuildError') return current
    if (/\[[A-Z][A-Za-z]+\] \S+: [\s\S]*\n {2}→ /.test(current.message)) return current
    current = current.cause
  }
  return undefined
}

const text = <P extends object>(part: string | ((params: P) => string), params: P): string =>
  typeof part === 'string' ? part : part(params)

/** The error to throw for `error`, given what the thrower knows. */
export function buildError<P extends object>(
  error: ErrorData<P>,
  ...[params]: keyof P extends never ? [] : [params: P]
): BuildError {
  const given = (params ?? {}) as P
  return new BuildError(error.name, text(error.where, given), text(error.message, given), text(error.hint, given))
}

const configurationDocs = 'Every variable: docs/configuration.md.'

// Posts

/** Every field at fault at once, each with what it needs (src/contentRules/messages.ts words them). */
export const InvalidPostFrontMatter: ErrorData<{
  file: string
  problems: readonly { field: string; problem: string }[]
}> = {
  name: 'InvalidPostFrontMatter',
  title: 'Front matter fields of a post are missing or invalid.',
  where: ({ file }) => file,
  message: ({ problems }) =>
    problems.map(({ field, problem }) => `front matter field "${field}" ${problem.replace(/\.$/, '')}`).join('; ') +
    '.',
  hint: 'Fix the fields between the --- lines at the top of the post (see docs/writing-a-post.md).',
}

export const MissingPostFrontMatter: ErrorData<{ file: string }> = {
  name: 'MissingPostFrontMatter',
  title: 'A post has no front matter.',
  where: ({ file }) => file,
  message: 'the post has no front matter.',
  hint: 'Start the file with a --- block holding title, description, date, author, authorRole, tags and cover.',
}

/** What a collection's messages call one of its files, and where its files live (src/content/collections/). */
interface CollectionOfFile {
  /** 'post', 'glossary entry' */
  noun: string
  /** 'src/content/blog' */
  folder: string
}

export const InvalidContentPath: ErrorData<{ file: string; languages: readonly string[] } & CollectionOfFile> = {
  name: 'InvalidContentPath',
  title: 'A content file is not where its collection keeps its files.',
  where: ({ file }) => file,
  message: ({ languages, noun, folder }) =>
    `a ${noun} must live at ${folder}/<slug>/index.<language>.md with a lowercase kebab-case slug and one of ${languages.join(', ')}.`,
  hint: 'Rename the folder or the file.',
}

export const DuplicateContentSlug: ErrorData<{ file: string; other: string } & CollectionOfFile> = {
  name: 'DuplicateContentSlug',
  title: 'Two entries of a collection have the same slug but for case.',
  where: ({ file }) => file,
  message: ({ other }) => `its slug differs only in case from ${other}.`,
  hint: ({ noun }) => `Give each ${noun} a unique lowercase slug.`,
}

export const TranslationWithoutEnglishOriginal: ErrorData<{ file: string; slug: string } & CollectionOfFile> = {
  name: 'TranslationWithoutEnglishOriginal',
  title: 'A translation has no English original.',
  where: ({ file }) => file,
  message: ({ slug, noun, folder }) => `the ${noun} "${slug}" has no English original (${folder}/${slug}/index.en.md).`,
  hint: ({ noun }) => `Write the English ${noun} first; translations follow it.`,
}

export const UnknownFactPlaceholder: ErrorData<{ file: string; placeholder: string }> = {
  name: 'UnknownFactPlaceholder',
  title: 'A post or glossary entry names a technical fact that does not exist.',
  where: ({ file }) => file,
  message: ({ placeholder }) => `the file writes {{${placeholder}}}, which names no value in src/content/facts.ts.`,
  hint: 'Fix the placeholder (the names are in src/i18n/factVariables.ts), or add the fact to src/content/facts.ts.',
}

/** The fix depends on what is wrong with the image, so the thrower gives it. */
export const InvalidPostImage: ErrorData<{ file: string; image: string; problem: string; fix: string }> = {
  name: 'InvalidPostImage',
  title: 'An image in a post cannot be published.',
  where: ({ file }) => file,
  message: ({ image, problem }) => `the image "${image}" ${problem}.`,
  hint: ({ fix }) => fix,
}

export const InvalidPostCover: ErrorData<{ file: string; image: string; problem: string; fix: string }> = {
  name: 'InvalidPostCover',
  title: 'The uploaded cover image of a post cannot be published.',
  where: ({ file }) => file,
  message: ({ image, problem }) => `front matter field "coverImage" ("${image}") ${problem}.`,
  hint: ({ fix }) => fix,
}

export const EmptyContentBody: ErrorData<{ file: string } & Pick<CollectionOfFile, 'noun'>> = {
  name: 'EmptyContentBody',
  title: 'A content file has no text.',
  where: ({ file }) => file,
  message: ({ noun }) => `the ${noun} has no body text after its front matter.`,
  hint: ({ noun }) => `Write the ${noun} below the closing --- line.`,
}

export const InvalidCollectionEntry: ErrorData<
  { file: string; problems: readonly { field: string; problem: string }[]; docs: string } & Pick<
    CollectionOfFile,
    'noun'
  >
> = {
  name: 'InvalidCollectionEntry',
  title: 'Fields of a collection entry are missing or invalid.',
  where: ({ file }) => file,
  message: ({ problems }) =>
    problems
      .map(
        ({ field, problem }) =>
          `${field === '(body)' ? 'the text' : `front matter field "${field}"`} ${problem.replace(/\.$/, '')}`,
      )
      .join('; ') + '.',
  hint: ({ noun, docs }) => `Fix the ${noun} as ${docs} describes.`,
}

// Page copy

export const InvalidCopyJson: ErrorData<{ file: string; problem: string }> = {
  name: 'InvalidCopyJson',
  title: 'A locale file is not valid JSON.',
  where: ({ file }) => file,
  message: ({ problem }) => `is not valid JSON (${problem}).`,
  hint: 'Fix the file at that position: every key and text in double quotes, a comma between entries and none after the last. Or edit it in the content editor (npm run cms), which always writes valid JSON.',
}

export const InvalidPageCopy: ErrorData<{ file: string; keyPath: string; problem: string; namespace: string }> = {
  name: 'InvalidPageCopy',
  title: 'A locale file does not fit its page copy schema.',
  where: ({ file }) => file,
  message: ({ keyPath, problem }) => `"${keyPath}" ${problem}.`,
  hint: ({ namespace }) =>
    `Fix the copy at that key; if the page's sections changed, change the schema of "${namespace}" in src/content/pageCopy/ (pageCopySchemas.ts names its file), which every language's file must fit.`,
}

export const UnknownCopyNamespace: ErrorData<{ file: string }> = {
  name: 'UnknownCopyNamespace',
  title: 'A locale file has no page copy schema.',
  where: ({ file }) => file,
  message: 'no page copy schema describes this file, so nothing checks its keys.',
  hint: 'Add a schema for the namespace to src/content/pageCopy/ and list it in pageCopySchemas, or remove the file if no page reads it.',
}

// The render

export const PageSnapshotNotReady: ErrorData<{ file: string }> = {
  name: 'PageSnapshotNotReady',
  title: 'A page was prerendered before its data was ready.',
  where: ({ file }) => file,
  message: 'the prerendered HTML still shows a loading skeleton: it was written before its data was ready.',
  hint: "Declare the data in the page's `data` list in routes.config.ts and read it inside <PageData>, so the prerender fetches it before rendering (src/data/prefetchPageData.ts).",
}

export const AliasDiffersFromPage: ErrorData<{ file: string; pageFile: string; difference: string }> = {
  name: 'AliasDiffersFromPage',
  title: 'An alias renders differently from its page.',
  where: ({ file }) => file,
  message: ({ pageFile, difference }) =>
    `the alias renders differently from its page ${pageFile} (${difference}); aliases are written as copies of their page, with only the search-index marker of <main> removed (scripts/render/aliasPages.ts).`,
  hint: "Make the alias render exactly its page (look for code that reads the address or the route handle's `alias` flag), or teach aliasPageFrom() the new difference.",
}

export const MissingAppLoader: ErrorData = {
  name: 'MissingAppLoader',
  title: 'The application loader is not in the build.',
  where: 'dist/assets/app-loader-*.js',
  message: 'the module that loads the application after the page is not in the build.',
  hint: 'Keep bootScriptPlugin() in the plugins of vite.config.ts; it emits the file from src/boot/deferHydration.ts.',
}

export const NoEntryChunk: ErrorData = {
  name: 'NoEntryChunk',
  title: 'The Vite manifest names no entry chunk.',
  where: 'dist/.vite/manifest.json',
  message: 'the Vite manifest names no entry chunk.',
  hint: 'Keep build.manifest on (vite-react-ssg sets it) and src/main.tsx as the entry of index.html.',
}

export const MissingEntryScript: ErrorData<{ file: string; entry: string }> = {
  name: 'MissingEntryScript',
  title: 'A prerendered page has no entry script.',
  where: ({ file }) => file,
  message: ({ entry }) => `the prerendered page has no <script type="module"> for the application entry /${entry}.`,
  hint: 'vite-react-ssg changed how it writes the entry tag: update rewriteHead() in scripts/render/finalizeHtml.ts to match.',
}

export const SonnerStylesNotFound: ErrorData<{ file: string }> = {
  name: 'SonnerStylesNotFound',
  title: "The build cannot keep sonner's inline styles out.",
  where: ({ file }) => file,
  message:
    "sonner no longer injects its styles through __insertCSS, so the build cannot stop it adding a <style> element that the CSP (style-src 'self') refuses.",
  hint: 'Find how this sonner version adds its styles and update scripts/plugins/sonnerStylesPlugin.ts; its stylesheet is imported from sonner/dist/styles.css.',
}

export const PrerenderNotProduction: ErrorData<{ nodeEnv: string | undefined }> = {
  name: 'PrerenderNotProduction',
  title: 'The prerender runs outside production mode.',
  where: 'NODE_ENV',
  message: ({ nodeEnv }) =>
    `is "${nodeEnv}"; the prerender needs production, or React renders with its development build.`,
  hint: 'Run the prerender through npm run build, which sets NODE_ENV=production.',
}

// Configuration: the environment variables of docs/configuration.md

export const SiteUrlNotAbsolute: ErrorData<{ value: string; example: string }> = {
  name: 'SiteUrlNotAbsolute',
  title: 'SITE_URL is not an absolute URL.',
  where: 'SITE_URL',
  message: ({ value, example }) => `"${value}" is not an absolute URL such as ${example}.`,
  hint: `Set SITE_URL to the address visitors use, scheme and host (and a path, if the site lives below one), in .env or the host's build settings. ${configurationDocs}`,
}

export const SiteUrlNotHttp: ErrorData<{ value: string }> = {
  name: 'SiteUrlNotHttp',
  title: 'SITE_URL is neither https nor http.',
  where: 'SITE_URL',
  message: ({ value }) => `"${value}" is not an https address (or http, for local testing).`,
  hint: `Give the https address visitors use. ${configurationDocs}`,
}

/** The lookups the build accepts come from the caller, which knows them (src/config/buildVariants.ts). */
interface GeoChoices {
  sameOrigin: string
  none: string
  example: string
}

export const InvalidGeoUrl: ErrorData<GeoChoices & { value: string }> = {
  name: 'InvalidGeoUrl',
  title: 'VITE_GEO_URL is neither a path nor a URL.',
  where: 'VITE_GEO_URL',
  message: ({ value, sameOrigin, none, example }) =>
    `"${value}" is neither ${sameOrigin}, "${none}" nor an https URL such as ${example}.`,
  hint: `Set one of those, or leave it unset for the host's own /api/geo (docs/language-redirect.md). ${configurationDocs}`,
}

export const UnknownGeoService: ErrorData<GeoChoices & { value: string; host: string }> = {
  name: 'UnknownGeoService',
  title: 'VITE_GEO_URL names a service the privacy notice does not describe.',
  where: 'VITE_GEO_URL',
  message: ({ value, host }) => `"${value}" points at ${host}, a lookup service the privacy notice does not describe.`,
  hint: ({ sameOrigin, none, example }) =>
    `Use ${sameOrigin}, "${none}" or ${example}; or add the service with its operator and transfer safeguard to src/config/buildVariants.ts and to the privacy and cookie copy (docs/language-redirect.md). ${configurationDocs}`,
}

export const HalfConfiguredSupabase: ErrorData<{ missing: string; set: string }> = {
  name: 'HalfConfiguredSupabase',
  title: 'Only one of the two Supabase variables is set.',
  where: ({ missing }) => missing,
  message: ({ set }) => `is not set, but ${set} is: Supabase is half configured.`,
  hint: `Set both VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (the Supabase project's API settings, docs/deploying.md), or neither on a host under .example: without them the site works, and sign-in and the forms say they are not configured. ${configurationDocs}`,
}

export const NoBackendOnRealHost: ErrorData<{ host: string }> = {
  name: 'NoBackendOnRealHost',
  title: 'A build for a real host has no Supabase project.',
  where: 'VITE_SUPABASE_URL',
  message: ({ host }) =>
    `is not set, and this build is for ${host}: its privacy notice says Supabase stores what the forms send and describes staff sign-in, neither of which a build without a back end does (copy review L-7).`,
  hint: `Set VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY (docs/deploying.md). A build without them is for trying the site on a host under .example, such as the default SITE_URL, where the forms open an e-mail instead. ${configurationDocs}`,
}

export const PublicKeyNotAnon: ErrorData<{ role: string }> = {
  name: 'PublicKeyNotAnon',
  title: 'The Supabase key built into the site is not the public one.',
  where: 'VITE_SUPABASE_ANON_KEY',
  message: ({ role }) =>
    `the key's JWT says role "${role}", but only the public anon key may be built into the site: every visitor can read it, and a ${role} key bypasses row level security.`,
  hint: `Set VITE_SUPABASE_ANON_KEY to the project's anon (public) key from the Supabase dashboard, and rotate the key that was configured here if it was ever deployed. ${configurationDocs}`,
}

export const InvalidTurnstileSiteKey: ErrorData = {
  name: 'InvalidTurnstileSiteKey',
  title: 'VITE_TURNSTILE_SITE_KEY is not a Turnstile site key.',
  where: 'VITE_TURNSTILE_SITE_KEY',
  // Not the value: a secret key set here by mistake must not reach a build log.
  message: 'is not a Turnstile site key (expected 0x… from the Cloudflare dashboard).',
  hint: `Set the site key, never the secret key, or unset it to build without the bot check (docs/leads.md). ${configurationDocs}`,
}

export const InvalidProviderId: ErrorData<{ variable: string; value: string }> = {
  name: 'InvalidProviderId',
  title: 'An OAuth provider setting holds something that is not a provider id.',
  where: ({ variable }) => variable,
  message: ({ value }) => `"${value}" is not a Supabase provider id.`,
  hint: `Use ids such as azure, google or github, separated by commas. ${configurationDocs}`,
}

export const UnknownDeployHost: ErrorData<{ value: string; hosts: readonly string[] }> = {
  name: 'UnknownDeployHost',
  title: 'DEPLOY_HOST names a host the build does not know.',
  where: 'DEPLOY_HOST',
  message: ({ value }) => `"${value}" is not a host this build writes hosting files for.`,
  hint: ({ hosts }) =>
    `Set DEPLOY_HOST to one of ${hosts.join(', ')}, or leave it unset (Netlify and Cloudflare Pages builds are recognised by themselves). ${configurationDocs}`,
}

export const NginxGeoCountry: ErrorData<{ value: string }> = {
  name: 'NginxGeoCountry',
  title: 'NGINX_GEO_COUNTRY is not an nginx variable.',
  where: 'NGINX_GEO_COUNTRY',
  message: ({ value }) => `"${value}" is not an nginx variable.`,
  hint: `Set it to the variable your GeoIP module fills with the visitor's ISO country code, such as $geoip2_country_code (docs/deploying.md: nginx), or leave it unset. ${configurationDocs}`,
}

export const NginxGeoLookup: ErrorData<{ problem: string }> = {
  name: 'NginxGeoLookup',
  title: "The country lookup and nginx's GeoIP variable disagree.",
  where: 'VITE_GEO_URL',
  message: ({ problem }) => problem,
  hint: `On nginx, set both VITE_GEO_URL=/api/geo and NGINX_GEO_COUNTRY (the GeoIP variable), or neither: then the time zone alone picks the language. ${configurationDocs}`,
}

/** The editor's settings are many and their fixes differ, so the thrower names the variable and gives the fix. */
export const InvalidEditorSetting: ErrorData<{ variable: string; problem: string; fix: string }> = {
  name: 'InvalidEditorSetting',
  title: 'A setting of the content editor is missing or invalid.',
  where: ({ variable }) => `environment variable ${variable}`,
  message: ({ problem }) => problem,
  hint: ({ fix }) => `${fix} ${configurationDocs}`,
}

// Hosting files: Cloudflare Pages' limits (src/hosting/hostLimits.ts)

export const TooManyHeaderRules: ErrorData<{ count: number; limit: number }> = {
  name: 'TooManyHeaderRules',
  title: "dist/_headers would pass the host's limit of rules.",
  where: 'dist/_headers',
  message: ({ count, limit }) =>
    `the file would have ${count} rules; Cloudflare Pages reads at most ${limit} and ignores the rest.`,
  hint: 'Give headers by folder, not by file: a rule in headerRules (scripts/hosting/headers.ts) should match a whole folder (`/name/*`), and a header set for the whole site belongs in the `/*` rule.',
}

export const TooManyRedirects: ErrorData<{ kind: 'static' | 'dynamic'; count: number; limit: number }> = {
  name: 'TooManyRedirects',
  title: "dist/_redirects would pass the host's limit of redirects.",
  where: 'dist/_redirects',
  message: ({ kind, count, limit }) =>
    `the file would have ${count} ${kind} redirects; Cloudflare Pages applies at most ${limit} and ignores the rest.`,
  hint: ({ kind }) =>
    kind === 'static'
      ? "Each manifest redirect takes two static rules (its address with and without the slash) and each untranslated post two per language: remove redirects from routes.config.ts that no longer get visits, or translate the posts (an untranslated post's address in a language redirects to that language's blog)."
      : 'Dynamic rules (with :placeholders) come one per parameterised page pattern and language: fewer patterns in routes.config.ts, or static rules instead.',
}

export const HostingLineTooLong: ErrorData<{ file: string; length: number; line: number; limit: number }> = {
  name: 'HostingLineTooLong',
  title: "A line of a hosting file would pass the host's limit.",
  where: ({ file }) => `dist/${file}`,
  message: ({ length, line, limit }) =>
    `line ${line} would be ${length} characters; Cloudflare Pages reads at most ${limit} a line.`,
  hint: ({ file }) =>
    file === '_headers'
      ? 'The Content-Security-Policy is the long line: fewer distinct inline scripts (each adds a hash to script-src), or move the script into a file loaded with src.'
      : "Shorten the redirect's source or target in routes.config.ts.",
}
