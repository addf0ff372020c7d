/**
 * Hook filters (Vite and Rolldown's `{ filter, handler }` hooks): the bundler then calls a hook only
 * for the modules it names, not from native code into JavaScript for each of the thousands a build
 * resolves and loads.
 */

/** A filter for one module id. Rolldown reads a string filter as a glob, so an exact id is written as a pattern. */
export const exactly = (id: string): RegExp => new RegExp(`^${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)
