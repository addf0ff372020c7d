/** Moved to scripts/shared/projectPaths.ts; kept for scripts/render/ until the adapter branch (dependency-adapters) lands there. */
export * from '../shared/projectPaths'
