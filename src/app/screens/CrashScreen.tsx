import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/Button'
import { ScreenTitle } from './ScreenTitle'

export interface CrashScreenProps {
  error: unknown
  componentStack?: string | null
}

function describe(error: unknown): { message: string; stack?: string } {
  if (error instanceof Error) return { message: error.message, stack: error.stack }
  return { message: String(error) }
}

/**
 * Spec: 'Something went wrong', 'The app encountered an error and stopped rendering.', details and Reload.
 * The details are the script engine's and React's own words, which are English in every browser:
 * marked so (WCAG 3.1.2), under labels in the page's language.
 */
export function CrashScreen({ error, componentStack }: CrashScreenProps) {
  const { t } = useTranslation('common')
  const { message, stack } = describe(error)
  return (
    <section role="alert" className="mx-auto max-w-3xl px-4 py-20">
      <ScreenTitle title={t('screens.crashTitle', 'Something went wrong')} />
      <h1 className="text-3xl font-bold tracking-tight text-ink-950">
        {t('screens.crashTitle', 'Something went wrong')}
      </h1>
      <p className="mt-3 text-lg text-ink-700">
        {t('screens.crashBody', 'The app encountered an error and stopped rendering.')}
      </p>
      <Button className="mt-6" onClick={() => window.location.reload()}>
        {t('screens.reload', 'Reload')}
      </Button>
      <h2 className="mt-10 text-sm font-semibold uppercase tracking-wider text-ink-600">
        {t('screens.crashDetails', 'Technical details')}
      </h2>
      <dl className="mt-3 grid gap-4 text-sm">
        <div>
          <dt className="font-semibold text-ink-900">{t('screens.errorMessage', 'Error message')}</dt>
          <dd lang="en" className="mt-1 font-mono text-danger-700">
            {message}
          </dd>
        </div>
        {stack && (
          <div>
            <dt className="font-semibold text-ink-900">{t('screens.stack', 'Stack')}</dt>
            <dd lang="en">
              <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-ink-100 p-3 text-xs text-ink-800">{stack}</pre>
            </dd>
          </div>
        )}
        {componentStack && (
          <div>
            <dt className="font-semibold text-ink-900">{t('screens.componentStack', 'Component stack')}</dt>
            <dd lang="en">
              <pre className="mt-1 max-h-64 overflow-auto rounded-md bg-ink-100 p-3 text-xs text-ink-800">
                {componentStack.trim()}
              </pre>
            </dd>
          </div>
        )}
      </dl>
    </section>
  )
}
