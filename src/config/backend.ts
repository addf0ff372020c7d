import { backendConfigFrom, type BackendConfig } from './backendConfig'

export type { BackendConfig } from './backendConfig'
export { sessionStorageKey } from './backendConfig'

export const backend: BackendConfig = backendConfigFrom({
  VITE_SUPABASE_URL: import.meta.env.VITE_SUPABASE_URL,
  VITE_SUPABASE_ANON_KEY: import.meta.env.VITE_SUPABASE_ANON_KEY,
})
