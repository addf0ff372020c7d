/**
 * Every error the build can stop with, in one catalogue. Each has a permanent name, says what
 * happened, where (the file) and what to do. No logic beyond formatting lives in a message.
 */
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

export const buildErrors = {
  invalidPostFrontMatter: (file: string, field: string, problem: string) =>
    new BuildError('InvalidPostFrontMatter', file, `front matter field "${field}" ${problem}.`, 'Fix the field between the --- lines at the top of the post (see docs/writing-a-post.md).'),
  missingPostFrontMatter: (file: string) =>
    new BuildError('MissingPostFrontMatter', file, 'the post has no front matter.', 'Start the file with a --- block holding title, description, date, author, authorRole, tags and cover.'),
  // The languages come from the caller: this catalogue imports no config (config reports through it).
  invalidPostPath: (file: string, languages: readonly string[]) =>
    new BuildError('InvalidPostPath', file, `a post must live at src/content/blog/<slug>/index.<language>.md with a lowercase kebab-case slug and one of ${languages.join(', ')}.`, 'Rename the folder or the file.'),
  duplicatePostSlug: (file: string, other: string) =>
    new BuildError('DuplicatePostSlug', file, `its slug differs only in case from ${other}.`, 'Give each post a unique lowercase slug.'),
  postWithoutEnglishOriginal: (file: string, slug: string) =>
    new BuildError('PostWithoutEnglishOriginal', file, `the post "${slug}" has no English original (src/content/blog/${slug}/index.en.md).`, 'Write the English post first; translations follow it.'),
  unknownFactPlaceholder: (file: string, placeholder: string) =>
    new BuildError('UnknownFactPlaceholder', file, `the post writes {{${placeholder}}}, which names no value in src/content/facts.ts.`, 'Fix the placeholder (the names are in src/i18n/factVariables.ts), or add the fact to src/content/facts.ts.'),
  invalidPostImage: (file: string, image: string, problem: string, fix: string) => new BuildError('InvalidPostImage', file, `the image "${image}" ${problem}.`, fix),
  invalidPostCover: (file: string, image: string, problem: string, fix: string) =>
    new BuildError('InvalidPostCover', file, `front matter field "coverImage" ("${image}") ${problem}.`, fix),
  emptyPostBody: (file: string) => new BuildError('EmptyPostBody', file, 'the post has no body text after its front matter.', 'Write the post below the closing --- line.'),
  invalidEditorSetting: (variable: string, problem: string, fix: string) =>
    new BuildError('InvalidEditorSetting', `environment variable ${variable}`, problem, fix),
  invalidCopyJson: (file: string, problem: string) =>
    new BuildError('InvalidCopyJson', file, `is not valid JSON (${problem}).`, 'Fix the file at that position: every key and text in double quotes, a comma between entries and none after the last. Or edit it in the content editor (npm run cms), which always writes valid JSON.'),
  invalidPageCopy: (file: string, keyPath: string, problem: string, namespace: string) =>
    new BuildError('InvalidPageCopy', file, `"${keyPath}" ${problem}.`, `Fix the copy at that key; if the page's sections changed, change the schema of "${namespace}" in src/content/pageCopy/ (pageCopySchemas.ts names its file), which every language's file must fit.`),
  unknownCopyNamespace: (file: string) =>
    new BuildError('UnknownCopyNamespace', file, 'no page copy schema describes this file, so nothing checks its keys.', 'Add a schema for the namespace to src/content/pageCopy/ and list it in pageCopySchemas, or remove the file if no page reads it.'),
  pageSnapshotNotReady: (file: string) =>
    new BuildError('PageSnapshotNotReady', file, 'the prerendered HTML still shows a loading skeleton: it was written before its data was ready.', 'Declare the data in the page\'s `data` list in routes.config.ts and read it inside <PageData>, so the prerender fetches it before rendering (src/data/prefetchPageData.ts).'),
  aliasDiffersFromPage: (file: string, pageFile: string, difference: string) =>
    new BuildError('AliasDiffersFromPage', file, `the alias renders differently from its page ${pageFile} (${difference}); aliases are written as copies of their page, with only the search-index marker of <main> removed (scripts/render/aliasPages.ts).`, 'Make the alias render exactly its page (look for code that reads the address or the route handle\'s `alias` flag), or teach aliasPageFrom() the new difference.'),
  missingAppLoader: () =>
    new BuildError('MissingAppLoader', 'dist/assets/app-loader-*.js', 'the module that loads the application after the page is not in the build.', 'Keep bootScriptPlugin() in the plugins of vite.config.ts; it emits the file from src/boot/deferHydration.ts.'),
  noEntryChunk: () =>
    new BuildError('NoEntryChunk', 'dist/.vite/manifest.json', 'the Vite manifest names no entry chunk.', 'Keep build.manifest on (vite-react-ssg sets it) and src/main.tsx as the entry of index.html.'),
  missingEntryScript: (file: string, entry: string) =>
    new BuildError('MissingEntryScript', file, `the prerendered page has no <script type="module"> for the application entry /${entry}.`, 'vite-react-ssg changed how it writes the entry tag: update rewriteHead() in scripts/render/finalizeHtml.ts to match.'),
  sonnerStylesNotFound: (file: string) =>
    new BuildError('SonnerStylesNotFound', file, 'sonner no longer injects its styles through __insertCSS, so the build cannot stop it adding a <style> element that the CSP (style-src \'self\') refuses.', 'Find how this sonner version adds its styles and update scripts/plugins/sonnerStylesPlugin.ts; its stylesheet is imported from sonner/dist/styles.css.'),
  publicKeyNotAnon: (role: string) =>
    new BuildError('PublicKeyNotAnon', 'VITE_SUPABASE_ANON_KEY', `the key's JWT says role "${role}", but only the public anon key may be built into the site: every visitor can read it, and a ${role} key bypasses row level security.`, 'Set VITE_SUPABASE_ANON_KEY to the project\'s anon (public) key from the Supabase dashboard, and rotate the key that was configured here if it was ever deployed.'),
  unknownDeployHost: (value: string, hosts: readonly string[]) =>
    new BuildError('UnknownDeployHost', 'DEPLOY_HOST', `"${value}" is not a host this build writes hosting files for.`, `Set DEPLOY_HOST to one of ${hosts.join(', ')}, or leave it unset (Netlify and Cloudflare Pages builds are recognised by themselves).`),
  nginxGeoCountry: (value: string) =>
    new BuildError('NginxGeoCountry', 'NGINX_GEO_COUNTRY', `"${value}" is not an nginx variable.`, 'Set it to the variable your GeoIP module fills with the visitor\'s ISO country code, such as $geoip2_country_code (docs/deploying.md: nginx), or leave it unset.'),
  nginxGeoLookup: (problem: string) =>
    new BuildError('NginxGeoLookup', 'VITE_GEO_URL', problem, 'On nginx, set both VITE_GEO_URL=/api/geo and NGINX_GEO_COUNTRY (the GeoIP variable), or neither: then the time zone alone picks the language.'),
  tooManyHeaderRules: (count: number, limit: number) =>
    new BuildError('TooManyHeaderRules', 'dist/_headers', `the file would have ${count} rules; Cloudflare Pages reads at most ${limit} and ignores the rest.`, 'Give headers by folder, not by file: a rule in headerRules (scripts/hosting/headers.ts) should match a whole folder (`/name/*`), and a header set for the whole site belongs in the `/*` rule.'),
  tooManyRedirects: (kind: 'static' | 'dynamic', count: number, limit: number) =>
    new BuildError('TooManyRedirects', 'dist/_redirects', `the file would have ${count} ${kind} redirects; Cloudflare Pages applies at most ${limit} and ignores the rest.`, kind === 'static' ? 'Each manifest redirect takes two static rules (its address with and without the slash) and each untranslated post two per language: remove redirects from routes.config.ts that no longer get visits, or translate the posts (an untranslated post\'s address in a language redirects to that language\'s blog).' : 'Dynamic rules (with :placeholders) come one per parameterised page pattern and language: fewer patterns in routes.config.ts, or static rules instead.'),
  hostingLineTooLong: (file: string, length: number, line: number, limit: number) =>
    new BuildError('HostingLineTooLong', `dist/${file}`, `line ${line} would be ${length} characters; Cloudflare Pages reads at most ${limit} a line.`, file === '_headers' ? 'The Content-Security-Policy is the long line: fewer distinct inline scripts (each adds a hash to script-src), or move the script into a file loaded with src.' : 'Shorten the redirect\'s source or target in routes.config.ts.'),
} as const
