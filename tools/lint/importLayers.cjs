/** The layers of src/ that tools/lint/dependency-cruiser.cjs enforces; tests/unit/architecture/importLayers.test.ts checks every folder has one. */
/** Each folder under src/ (and routes.config.ts) and its layer; an import may point to its own layer or lower. */
const layers = {
  'routes.config.ts': 0,
  config: 0,
  boot: 0,
  content: 0,
  errors: 0,
  edge: 0,
  hosting: 0,
  styles: 0,
  data: 1,
  i18n: 1,
  routing: 1,
  components: 2,
  auth: 3,
  leads: 3,
  search: 3,
  seo: 3,
  contentRules: 3,
  toasts: 3,
  app: 4,
  pages: 5,
  'main.tsx': 6,
  admin: 6,
  'virtualModules.d.ts': 6,
}

module.exports = { layers }
