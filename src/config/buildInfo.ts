declare const __BUILD_INFO__: BuildInfo | undefined

export interface BuildInfo {
  version: string
  commit: string
  /** ISO time of the sources the site was built from (scripts/render/sourceInfo.ts), or "unknown". */
  sourceDate: string
}

/** Set by the build (vite.config.ts `define`); outside a build (unit tests) the sources are today's. */
export const buildInfo: BuildInfo =
  typeof __BUILD_INFO__ === 'undefined'
    ? { version: 'dev', commit: 'unknown', sourceDate: new Date().toISOString() }
    : __BUILD_INFO__

/** The year the sources are from: the build's clock would make two builds of the same sources differ. */
export const sourceYear =
  buildInfo.sourceDate === 'unknown' ? new Date().getUTCFullYear() : Number(buildInfo.sourceDate.slice(0, 4))
