import { useTranslation } from 'react-i18next'
import { Button } from '../../components/ui/Button'
import { ScreenTitle } from './ScreenTitle'

/** Spec: 'Page Loading Error' with the error message (or the network fallback), 'Reload Page' and 'Go Back'. */
export function PageLoadErrorScreen({ message }: { message?: string }) {
  const { t } = useTranslation('common')
  return (
    <section
      role="alert"
      className="mx-auto flex min-h-[50vh] max-w-2xl flex-col items-center justify-center px-4 py-20 text-center"
    >
      <ScreenTitle title={t('screens.loadErrorTitle', 'Page Loading Error')} />
      <h1 className="text-3xl font-bold tracking-tight text-ink-950">
        {t('screens.loadErrorTitle', 'Page Loading Error')}
      </h1>
      <p className="mt-4 text-lg text-ink-700">
        {message ||
          t('screens.loadErrorFallback', 'Failed to load page content. This might be due to a network issue.')}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>{t('screens.reloadPage', 'Reload Page')}</Button>
        <Button variant="secondary" onClick={() => window.history.back()}>
          {t('screens.goBack', 'Go Back')}
        </Button>
      </div>
    </section>
  )
}
