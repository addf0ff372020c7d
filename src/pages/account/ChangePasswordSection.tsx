import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthNotice } from '../../auth/AuthNotice'
import { minimumPasswordLength } from '../../auth/authRedirects'
import { loadSupabase } from '../../auth/supabase'
import { useAuthAction } from '../../auth/useAuthAction'
import { Button } from '../../components/ui/Button'
import { TextField } from '../../components/ui/TextField'
import { usePageNamespace } from '../../i18n/pageCopy'

const newPasswordFieldId = 'new-password'

/**
 * Password change; a recovery link lands here (#change-password) once the session is fully signed
 * in. The page checks the length itself and says so under the field, in the page's words: the
 * browser's bubbles speak the browser's language, vanish, and left the field marked valid (ACC-06).
 */
export function ChangePasswordSection() {
  const { t } = useTranslation(usePageNamespace())
  const [password, setPassword] = useState('')
  const [problem, setProblem] = useState<'newPasswordMissing' | 'newPasswordTooShort'>()
  const { busy, outcome, run } = useAuthAction()

  useEffect(() => {
    if (window.location.hash === '#change-password') document.getElementById(newPasswordFieldId)?.focus()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found = !password
      ? 'newPasswordMissing'
      : password.length < minimumPasswordLength
        ? 'newPasswordTooShort'
        : undefined
    setProblem(found)
    if (found) {
      document.getElementById(newPasswordFieldId)?.focus()
      return
    }
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.updateUser({ password })
      if (error) throw error
      setPassword('')
      return 'account:passwordChanged'
    })
  }
  return (
    <form id="change-password" onSubmit={submit} className="grid gap-3" noValidate>
      <h2 className="text-xl font-semibold text-ink-950">{t('changePassword')}</h2>
      <TextField
        id={newPasswordFieldId}
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={problem && t(`errors.${problem}`, { min: minimumPasswordLength })}
        hint={t('passwordHint')}
      />
      <Button type="submit" disabled={busy}>
        {t('savePassword')}
      </Button>
      <AuthNotice outcome={outcome} />
    </form>
  )
}
