/** Moved to scripts/shared/bundledScript.ts; kept for scripts/render/ until the adapter branch (dependency-adapters) lands there. */
export * from '../shared/bundledScript'
