/**
 * The pages /admin/ serves when the editor itself is not there: no script, nothing of the editor.
 */

/** A plain page of the editor's address: not indexed, readable without styles or scripts. */
function editorNoticePage({
  title,
  heading,
  body,
  extraHead = '',
}: {
  title: string
  heading: string
  body: string
  extraHead?: string
}): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
${extraHead}    <title>${title}</title>
  </head>
  <body style="max-width:40rem;margin:4rem auto;padding:0 1rem;font:16px/1.6 system-ui,sans-serif;color:#0f172a">
    <main>
      <h1>${heading}</h1>
      <p>${body}</p>
    </main>
  </body>
</html>
`
}

/**
 * A build made without a content-editor back end: nobody could sign in, so no editor is shipped. The
 * page speaks to whoever opens /admin/ (an editor, or a curious visitor), not to the developer: what
 * to set is in the build's own line (scripts/hosting/steps.ts) and docs/content-editor.md (copy review L-7).
 */
export function notConnectedPage(): string {
  return editorNoticePage({
    title: 'Vaultline content editor — not available here',
    heading: 'The content editor is not available on this copy of the website',
    body: 'Nothing can be edited from this address. If you write or translate pages for Vaultline, open the editor at the address your team gave you; the public website is unchanged.',
  })
}

/** A build whose editor has its own origin (CMS_ORIGIN): the page sends the visitor there (the refresh and the link need no script). */
export function editorMovedPage(cmsOrigin: string): string {
  const href = `${cmsOrigin}/`
  return editorNoticePage({
    title: 'Vaultline content editor',
    heading: 'The content editor has its own address',
    body: `It is served apart from the public website, so that its GitHub sign-in never shares this site’s storage: <a href="${href}">${href}</a>.`,
    extraHead: `    <meta http-equiv="refresh" content="0; url=${href}" />\n`,
  })
}
