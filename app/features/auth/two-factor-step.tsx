import { zodResolver } from '@hookform/resolvers/zod'
import { ShieldCheck } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { z } from 'zod'

import { signInCodeField, totpCodeField } from '../../../core/schemas/auth.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { Field, FormAlert, Input } from '../../components/ui/form.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { errorMessage } from '../../lib/form-errors.ts'
import { verifyTwoFactor } from '../../lib/session.ts'
import { toast } from '../../lib/toast.ts'

const AppCodeSchema = z.object({ code: totpCodeField })
const RecoveryCodeSchema = z.object({ code: signInCodeField })
type CodeValues = { code: string }

const linkClass =
  'rounded text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-brand-300'

/**
 * The second step of /log-me-in when the account has two-factor sign-in: a 6-digit code from the
 * authenticator app, or one of the recovery codes. An expired challenge sends the owner back to
 * the password step.
 */
export const TwoFactorStep = ({
  challenge,
  onSignedIn,
  onRestart,
}: {
  challenge: string
  onSignedIn: () => void
  onRestart: (message?: string) => void
}) => {
  const [recovery, setRecovery] = useState(false)
  return (
    <div className="space-y-5">
      <div className="flex items-start gap-3 rounded-2xl bg-brand-50 p-4 text-sm text-slate-700 dark:bg-brand-950/60 dark:text-slate-300">
        <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700 dark:text-brand-300" aria-hidden="true" />
        <p>
          {recovery
            ? 'Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.'
            : 'Two-factor sign-in is on for this account. Enter the 6-digit code from your authenticator app.'}
        </p>
      </div>
      <CodeForm key={recovery ? 'recovery' : 'app'} recovery={recovery} {...{ challenge, onSignedIn, onRestart }} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <button type="button" className={linkClass} onClick={() => setRecovery(!recovery)}>
          {recovery ? 'Use the authenticator app' : 'Use a recovery code'}
        </button>
        <button type="button" className={linkClass} onClick={() => onRestart()}>
          Back to sign in
        </button>
      </div>
    </div>
  )
}

const CodeForm = ({
  recovery,
  challenge,
  onSignedIn,
  onRestart,
}: {
  recovery: boolean
  challenge: string
  onSignedIn: () => void
  onRestart: (message?: string) => void
}) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm<CodeValues>({
    resolver: zodResolver(recovery ? RecoveryCodeSchema : AppCodeSchema) as Resolver<CodeValues>,
    defaultValues: { code: '' },
  })

  const onSubmit = handleSubmit(async ({ code }) => {
    setServerError(null)
    try {
      await verifyTwoFactor(challenge, code)
    } catch (err) {
      const message = errorMessage(err, 'Login failed')
      toast.error(message)
      if (err instanceof ApiError && err.code === 'INVALID_2FA_CHALLENGE') onRestart(message)
      // A wrong code shows under the field; anything else (too many attempts, offline) in the box.
      else if (err instanceof ApiError && err.code === 'INVALID_2FA_CODE') {
        setError('code', { type: 'server', message }, { shouldFocus: true })
      } else setServerError(message)
      throw err
    }
    onSignedIn()
  })

  const busy = isSubmitting || isSubmitSuccessful
  const id = recovery ? 'login-recovery-code' : 'login-code'
  return (
    <form
      noValidate
      onSubmit={(e) => void onSubmit(e).catch(() => {})}
      className="space-y-5"
      aria-label="Two-factor code"
    >
      <FormAlert title="Could not sign in" message={serverError} />
      <Field id={id} label={recovery ? 'Recovery code' : 'Authentication code'} error={errors.code?.message}>
        <Input
          id={id}
          autoFocus
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="off"
          {...(recovery
            ? { placeholder: 'xxxxx-xxxxx' }
            : { inputMode: 'numeric' as const, placeholder: '123456', maxLength: 7 })}
          className="text-center font-mono text-lg tracking-[0.3em]"
          invalid={!!errors.code}
          {...register('code')}
        />
      </Field>
      <button type="submit" className={buttonClass({ size: 'lg', className: 'w-full' })} disabled={busy}>
        {busy ? <Spinner label="Verifying" /> : <ShieldCheck className="h-4 w-4" aria-hidden="true" />}
        {busy ? 'Verifying…' : 'Verify'}
      </button>
    </form>
  )
}
