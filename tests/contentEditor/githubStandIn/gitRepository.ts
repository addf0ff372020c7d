/**
 * The stand-in's repository: a real bare Git repository, worked by the git command. Blobs, trees,
 * commits, their SHA-1s, refs, merge bases and three-way merges are Git's own, so whatever the
 * editor reads back is what GitHub's Git data would be, and a test can check the result with git.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface GitPerson {
  name: string
  email: string
  /** ISO 8601. */
  date: string
}

export interface TreeEntry {
  path: string
  mode: string
  type: 'blob' | 'tree' | 'commit'
  sha: string
  size?: number
}

export interface CommitObject {
  sha: string
  tree: string
  parents: string[]
  author: GitPerson
  committer: GitPerson
  message: string
}

/** A change to a tree: a blob at a path, or (sha null) the path removed. */
export interface TreeChange {
  path: string
  mode: string
  sha: string | null
}

class GitError extends Error {}

export class GitRepository {
  private constructor(readonly dir: string) {}

  /** A new bare repository whose first commit holds `paths` (files and folders) as they are in `sourceDir`, on `branch`. */
  static async seeded({
    sourceDir,
    paths,
    branch,
    author,
  }: {
    sourceDir: string
    paths: readonly string[]
    branch: string
    author: GitPerson
  }): Promise<GitRepository> {
    const repository = new GitRepository(mkdtempSync(join(tmpdir(), 'github-stand-in-')))
    await repository.git(['init', '--quiet', '--bare', `--initial-branch=${branch}`])
    const index = join(repository.dir, 'seed-index')
    await repository.git(['--work-tree', sourceDir, 'add', '--force', '--', ...paths], {
      env: { GIT_INDEX_FILE: index },
    })
    const tree = (await repository.git(['write-tree'], { env: { GIT_INDEX_FILE: index } })).trim()
    rmSync(index, { force: true })
    const commit = await repository.createCommit({
      tree,
      parents: [],
      message: 'The site as it is\n',
      author,
      committer: author,
    })
    await repository.setRef(`refs/heads/${branch}`, commit, null)
    return repository
  }

  /** Runs git on the repository; rejects with its message. */
  git(
    args: readonly string[],
    options: { input?: string | Buffer; env?: Record<string, string>; allowExit?: number[] } = {},
  ): Promise<string> {
    return this.gitRaw(args, options).then((output) => output.toString('utf8'))
  }

  gitRaw(
    args: readonly string[],
    {
      input,
      env = {},
      allowExit = [],
    }: { input?: string | Buffer; env?: Record<string, string>; allowExit?: number[] } = {},
  ): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = execFile(
        'git',
        ['--git-dir', this.dir, ...args],
        {
          env: { PATH: process.env.PATH ?? '', HOME: this.dir, GIT_CONFIG_NOSYSTEM: '1', ...env },
          encoding: 'buffer',
          maxBuffer: 256 * 1024 * 1024,
        },
        (error, stdout, stderr) => {
          const code = (error as (Error & { code?: number }) | null)?.code
          if (error && !(typeof code === 'number' && allowExit.includes(code)))
            reject(new GitError(`git ${args.join(' ')}: ${stderr.toString('utf8').trim() || error.message}`))
          else resolve(stdout)
        },
      )
      if (input !== undefined) child.stdin!.end(input)
    })
  }

  /** The object a name stands for (a SHA, a ref, `rev:path`), or null. */
  async resolve(name: string, type?: 'commit' | 'tree' | 'blob'): Promise<string | null> {
    if (!/^[\w./:@^{}~-][\w ./:@^{}~+-]*$/.test(name) || name.includes('..')) return null
    // After "rev:" everything is a path, so a `rev:path` is resolved first and its type checked after.
    const peel = type && !name.includes(':') ? `^{${type}}` : ''
    const sha =
      (await this.git(['rev-parse', '--verify', '--quiet', `${name}${peel}`], { allowExit: [1, 128] })).trim() || null
    return sha && type && peel === '' ? ((await this.typeOf(sha)) === type ? sha : null) : sha
  }

  async typeOf(sha: string): Promise<string | null> {
    return /^[0-9a-f]{40}$/.test(sha)
      ? (await this.git(['cat-file', '-t', sha], { allowExit: [1, 128] })).trim() || null
      : null
  }

  async blob(sha: string): Promise<Buffer | null> {
    return (await this.typeOf(sha)) === 'blob' ? this.gitRaw(['cat-file', 'blob', sha]) : null
  }

  async createBlob(content: Buffer): Promise<string> {
    return (await this.git(['hash-object', '-w', '--stdin'], { input: content })).trim()
  }

  /** A tree's entries, recursively or not, with blob sizes. */
  async tree(sha: string, recursive: boolean): Promise<TreeEntry[]> {
    const output = await this.git(['ls-tree', '-l', '-z', ...(recursive ? ['-r', '-t'] : []), sha])
    return output
      .split('\0')
      .filter(Boolean)
      .map((line) => {
        const [meta, path] = line.split('\t') as [string, string]
        const [mode, type, entrySha, size] = meta.split(/\s+/) as [string, TreeEntry['type'], string, string]
        return { path, mode, type, sha: entrySha, ...(type === 'blob' ? { size: Number(size) } : {}) }
      })
  }

  /** A new tree: `base` (a tree, or none) with the changes applied, as GitHub's create-a-tree does. */
  async createTree(base: string | null, changes: readonly TreeChange[]): Promise<string> {
    const folder = mkdtempSync(join(tmpdir(), 'github-stand-in-index-'))
    const env = { GIT_INDEX_FILE: join(folder, 'index') }
    try {
      if (base) await this.git(['read-tree', base], { env })
      else await this.git(['read-tree', '--empty'], { env })
      const lines = changes.map((change) =>
        change.sha ? `${change.mode} ${change.sha}\t${change.path}` : `0 ${'0'.repeat(40)}\t${change.path}`,
      )
      if (lines.length > 0) await this.git(['update-index', '--index-info'], { env, input: `${lines.join('\n')}\n` })
      return (await this.git(['write-tree'], { env })).trim()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }

  async createCommit({ tree, parents, message, author, committer }: Omit<CommitObject, 'sha'>): Promise<string> {
    const env = {
      GIT_AUTHOR_NAME: author.name,
      GIT_AUTHOR_EMAIL: author.email,
      GIT_AUTHOR_DATE: author.date,
      GIT_COMMITTER_NAME: committer.name,
      GIT_COMMITTER_EMAIL: committer.email,
      GIT_COMMITTER_DATE: committer.date,
    }
    return (
      await this.git(['commit-tree', tree, ...parents.flatMap((parent) => ['-p', parent])], { env, input: message })
    ).trim()
  }

  async commit(sha: string): Promise<CommitObject | null> {
    if ((await this.typeOf(sha)) !== 'commit') return null
    const raw = await this.git(['cat-file', 'commit', sha])
    const [head, ...body] = raw.split('\n\n')
    // GitHub gives every date in UTC.
    const person = (line: string | undefined): GitPerson => {
      const [, name = '', email = '', seconds = '0'] = /^\w+ (.*) <(.*)> (\d+) [+-]\d{4}$/.exec(line ?? '') ?? []
      return { name, email, date: new Date(Number(seconds) * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z') }
    }
    const lines = head!.split('\n')
    return {
      sha,
      tree: lines.find((line) => line.startsWith('tree '))!.slice(5),
      parents: lines.filter((line) => line.startsWith('parent ')).map((line) => line.slice(7)),
      author: person(lines.find((line) => line.startsWith('author '))),
      committer: person(lines.find((line) => line.startsWith('committer '))),
      message: body.join('\n\n'),
    }
  }

  async refs(prefix = 'refs/'): Promise<Map<string, string>> {
    const output = await this.git(['for-each-ref', '--format=%(refname) %(objectname)', prefix])
    return new Map(
      output
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ') as [string, string]),
    )
  }

  async ref(name: string): Promise<string | null> {
    return (await this.refs(name)).get(name) ?? null
  }

  /** Moves (or creates, with `expected` null) a ref only if it still points where the caller saw it. */
  async setRef(name: string, sha: string, expected: string | null): Promise<void> {
    await this.git(['update-ref', name, sha, expected ?? ''])
  }

  async deleteRef(name: string): Promise<void> {
    await this.git(['update-ref', '-d', name])
  }

  async mergeBase(a: string, b: string): Promise<string | null> {
    return (await this.git(['merge-base', a, b], { allowExit: [1] })).trim() || null
  }

  async isAncestor(ancestor: string, descendant: string): Promise<boolean> {
    return this.git(['merge-base', '--is-ancestor', ancestor, descendant]).then(
      () => true,
      () => false,
    )
  }

  /** Commits reachable from `head` but not from `base`, oldest first. */
  async commitsBetween(base: string, head: string): Promise<string[]> {
    return (await this.git(['rev-list', '--reverse', '--topo-order', head, `^${base}`])).split('\n').filter(Boolean)
  }

  /** Files changed from one commit to another: status (A, M, D), path, the new blob, and whether git sees it as binary. */
  async changedFiles(
    from: string,
    to: string,
  ): Promise<
    { status: 'A' | 'M' | 'D'; path: string; sha: string; binary: boolean; additions: number; deletions: number }[]
  > {
    const raw = await this.git(['diff-tree', '-r', '-z', '--no-renames', from, to])
    const numstat = await this.git(['diff-tree', '-r', '-z', '--no-renames', '--numstat', from, to])
    const counts = new Map<string, [number, number, boolean]>()
    const numParts = numstat.split('\0').filter(Boolean)
    for (const part of numParts) {
      const [added, removed, path] = part.split('\t') as [string, string, string]
      if (path) counts.set(path, [Number(added) || 0, Number(removed) || 0, added === '-'])
    }
    const parts = raw.split('\0').filter(Boolean)
    const files = []
    for (let index = 0; index < parts.length; index += 2) {
      const [, , , newSha = '', status = 'M'] = parts[index]!.split(' ')
      const path = parts[index + 1]!
      const [additions = 0, deletions = 0, binary = false] = counts.get(path) ?? []
      files.push({ status: status as 'A' | 'M' | 'D', path, sha: newSha, binary, additions, deletions })
    }
    return files
  }

  /** The unified diff of one file between two commits. */
  async patch(from: string, to: string, path: string): Promise<string> {
    const diff = await this.git(['diff', from, to, '--', path])
    return diff.slice(diff.indexOf('@@'))
  }

  /** A three-way merge of two commits: the merged tree, or null when they conflict. */
  async mergeTrees(base: string, head: string): Promise<string | null> {
    const output = await this.git(['merge-tree', '--write-tree', '--no-messages', base, head], { allowExit: [1] })
    const [tree, ...conflicts] = output.trim().split('\n')
    return conflicts.length === 0 && tree ? tree : null
  }

  /** The tree of `onto` with `commit`'s change (against its first parent) taken back, as `git revert` does, or null when it no longer applies. */
  async revertedTree(commit: string, onto: string): Promise<string | null> {
    const folder = mkdtempSync(join(tmpdir(), 'github-stand-in-index-'))
    const env = { GIT_INDEX_FILE: join(folder, 'index') }
    try {
      await this.git(['read-tree', onto], { env })
      const patch = await this.gitRaw(['diff-tree', '-p', '--binary', '--full-index', commit, `${commit}^1`])
      if (patch.length > 0) {
        const applied = await this.git(['apply', '--cached', '--whitespace=nowarn'], { env, input: patch }).then(
          () => true,
          () => false,
        )
        if (!applied) return null
      }
      return (await this.git(['write-tree'], { env })).trim()
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  }

  /** The commits that changed a path, newest first, from `start`. */
  async history(start: string, path: string): Promise<string[]> {
    return (await this.git(['rev-list', start, '--', path])).split('\n').filter(Boolean)
  }

  remove(): void {
    rmSync(this.dir, { recursive: true, force: true })
  }
}
