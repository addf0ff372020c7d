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

/** A build made without a content-editor back end: what to set (nobody could sign in, so no editor is shipped or built). */
export function notConnectedPage(): string {
  return editorNoticePage({
    title: 'Vaultline content editor — not connected',
    heading: 'The content editor is not connected to a repository',
    body: 'This build was made without <code>CMS_GITHUB_REPO</code> and <code>CMS_ORIGIN</code>, so it holds no editor. Set them where the site is built and build again (docs/content-editor.md), or run <code>npm run cms</code> to edit the working tree on your machine.',
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
