/**
 * `npm run cms` builds the editor in a process of its own, while the dev server starts in the
 * first: a Vite build sets NODE_ENV=production for its run (scripts/admin/buildEditor.ts), and a
 * dev server in the same process would then load React's production server renderer beside its
 * development core ("dispatcher.getOwner is not a function"). Started by startEditorBuild with the
 * build's options as JSON; answers with one line of JSON on stdout.
 */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { buildEditor, type EditorBuildOptions } from './buildEditor'

type Built = Awaited<ReturnType<typeof buildEditor>>['built']

/** Builds the editor in a child process; resolves with how (built, or from the cache). */
export function startEditorBuild(options: EditorBuildOptions): Promise<{ built: Built }> {
  return new Promise((resolve, reject) => {
    // The settings go in the child's environment, not its arguments, which any user of the machine can list.
    const { env, ...rest } = options
    const child = spawn(
      join(options.projectRoot, 'node_modules', '.bin', 'tsx'),
      [import.meta.filename, JSON.stringify(rest)],
      {
        cwd: options.projectRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
    child.on('error', reject)
    // 'close', not 'exit': a process can exit before its stdout has been read to the end, and a
    // build taken from the cache answers just before it exits.
    child.on('close', (code) => {
      const answer = output.trim().split('\n').at(-1) ?? ''
      if (code === 0 && answer.startsWith('{')) resolve(JSON.parse(answer) as { built: Built })
      else reject(new Error(`Building the content editor failed (exit code ${code}).${output ? `\n${output}` : ''}`))
    })
  })
}

if (process.argv[1] === import.meta.filename && process.argv[2]) {
  const options = JSON.parse(process.argv[2]) as Omit<EditorBuildOptions, 'env'>
  const { built } = await buildEditor({ ...options, env: process.env })
  console.log(JSON.stringify({ built }))
}
