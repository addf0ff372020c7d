/**
 * /admin/ of a build made without a content-editor back end: a page that says what to set, and
 * no editor code at all (nobody could sign in to it, so none is shipped or built).
 */
export function notConnectedPage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Vaultline content editor — not connected</title>
  </head>
  <body style="max-width:40rem;margin:4rem auto;padding:0 1rem;font:16px/1.6 system-ui,sans-serif;color:#0f172a">
    <main>
      <h1>The content editor is not connected to a repository</h1>
      <p>This build was made without <code>CMS_GITHUB_REPO</code> and <code>CMS_OAUTH_BASE_URL</code>, so it holds no editor. Set them where the site is built and build again (README, “Editing content in the browser”), or run <code>npm run cms</code> to edit the working tree on your machine.</p>
    </main>
  </body>
</html>
`
}
