import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthNotice } from '../../auth/AuthNotice'
import { minimumPasswordLength } from '../../auth/authRedirects'
import { loadSupabase } from '../../auth/supabase'
import { useAuthAction } from '../../auth/useAuthAction'
import { Button } from '../../components/ui/Button'
import { TextField } from '../../components/ui/TextField'
import { usePageNamespace } from '../../i18n/pageCopy'

/** Password change; a recovery link lands here (#change-password) once the session is fully signed in. */
export function ChangePasswordSection() {
  const { t } = useTranslation(usePageNamespace())
  const [password, setPassword] = useState('')
  const { busy, outcome, run } = useAuthAction()

  useEffect(() => {
    if (window.location.hash === '#change-password') document.getElementById('new-password')?.focus()
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.updateUser({ password })
      if (error) throw error
      setPassword('')
      return 'account:passwordChanged'
    })
  }
  return (
    <form id="change-password" onSubmit={submit} className="grid gap-3">
      <h2 className="text-xl font-semibold text-ink-950">{t('changePassword')}</h2>
      <TextField
        id="new-password"
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        minLength={minimumPasswordLength}
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        hint={t('passwordHint')}
      />
      <Button type="submit" disabled={busy}>
        {t('savePassword')}
      </Button>
      <AuthNotice outcome={outcome} />
    </form>
  )
}
