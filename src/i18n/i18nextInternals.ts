/**
 * The app's one door to undocumented behaviour of i18next and react-i18next, used by the
 * prerender's translation cache only (src/i18n/createI18n.ts, translations remembered for the
 * render). It says what it relies on; nothing else in src/ reaches past the two packages'
 * documented API.
 *
 * Written against i18next 26.7.2 and react-i18next 17.1.13. tests/unit/architecture/dependencyContracts.test.ts
 * pins those versions and checks that each behaviour below still holds; when it fails after an
 * upgrade, re-check what it names here (docs/architecture.md, "Third-party internals").
 */
import type { i18n as I18n } from 'i18next'

/**
 * Puts `translate` in the place of the instance's `t`. Every fixed t (i18next's getFixedT, so
 * react-i18next's useTranslation) calls `this.t` for each translation, so components translate
 * through `translate` without being told.
 */
export function replaceTranslate(instance: I18n, translate: (key: unknown, options?: unknown) => unknown): void {
  instance.t = translate as I18n['t']
}
