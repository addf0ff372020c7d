import { useEffect, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { AuthNotice } from '../../auth/AuthNotice'
import { beganWithRecovery } from '../../auth/authDecision'
import { minimumPasswordLength } from '../../auth/authRedirects'
import { loadSupabase } from '../../auth/supabase'
import { useAuthAction } from '../../auth/useAuthAction'
import { Button } from '../../components/ui/Button'
import { TextField } from '../../components/ui/TextField'
import { usePageNamespace } from '../../i18n/pageCopy'

const newPasswordFieldId = 'new-password'
const currentPasswordFieldId = 'current-password'
type Problem = 'currentPasswordMissing' | 'newPasswordMissing' | 'newPasswordTooShort'

/**
 * Password change; a recovery link lands here (#change-password) once the session is fully signed
 * in. The current password is asked for (ASVS V2.1.6; Auth checks it when the project requires it),
 * except in a session a recovery link began, where Auth does not ask for it: that is for a
 * forgotten password. Auth ends every other session of the user when the password changes.
 * The page checks the fields itself and says what is wrong under each, in the page's words: the
 * browser's bubbles speak the browser's language, vanish, and left the field marked valid (ACC-06).
 */
export function ChangePasswordSection() {
  const { t } = useTranslation(usePageNamespace())
  const [password, setPassword] = useState('')
  const [currentPassword, setCurrentPassword] = useState('')
  const [recovering, setRecovering] = useState(false)
  const [problem, setProblem] = useState<Problem>()
  const { busy, outcome, run } = useAuthAction()

  useEffect(() => {
    if (window.location.hash === '#change-password') document.getElementById(newPasswordFieldId)?.focus()
    loadSupabase()
      .then((client) => client.auth.getSession())
      .then(({ data }) => setRecovering(beganWithRecovery(data.session?.access_token ?? '')))
      .catch(() => undefined)
  }, [])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const found: Problem | undefined =
      !recovering && !currentPassword
        ? 'currentPasswordMissing'
        : !password
          ? 'newPasswordMissing'
          : password.length < minimumPasswordLength
            ? 'newPasswordTooShort'
            : undefined
    setProblem(found)
    if (found) {
      document.getElementById(found === 'currentPasswordMissing' ? currentPasswordFieldId : newPasswordFieldId)?.focus()
      return
    }
    void run(async () => {
      const { error } = await (await loadSupabase()).auth.updateUser({
        password,
        ...(recovering ? {} : { current_password: currentPassword }),
      })
      if (error) throw error
      setPassword('')
      setCurrentPassword('')
      return 'account:passwordChanged'
    })
  }
  return (
    <form id="change-password" onSubmit={submit} className="grid gap-3" noValidate>
      <h2 className="text-xl font-semibold text-ink-950">{t('changePassword')}</h2>
      {!recovering && (
        <TextField
          id={currentPasswordFieldId}
          label={t('currentPassword')}
          type="password"
          autoComplete="current-password"
          aria-required="true"
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.target.value)}
          error={problem === 'currentPasswordMissing' ? t('errors.currentPasswordMissing') : undefined}
        />
      )}
      <TextField
        id={newPasswordFieldId}
        label={t('newPassword')}
        type="password"
        autoComplete="new-password"
        aria-required="true"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={
          problem && problem !== 'currentPasswordMissing'
            ? t(`errors.${problem}`, { min: minimumPasswordLength })
            : undefined
        }
        hint={t('passwordHint')}
      />
      <Button type="submit" disabled={busy}>
        {t('savePassword')}
      </Button>
      <AuthNotice outcome={outcome} />
    </form>
  )
}
