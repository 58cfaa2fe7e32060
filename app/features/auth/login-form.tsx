import { zodResolver } from '@hookform/resolvers/zod'
import { LogIn } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'

import { type LoginForm as LoginValues, LoginFormSchema } from '../../../core/schemas/auth.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { Field, FormAlert, Input, PasswordInput } from '../../components/ui/form.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { ApiError } from '../../lib/api-client.ts'
import { applyServerErrors, errorMessage } from '../../lib/form-errors.ts'
import { logIn, setFlash } from '../../lib/session.ts'
import { toast } from '../../lib/toast.ts'
import { TwoFactorStep } from './two-factor-step.tsx'

const LOGIN_SUCCESS = 'Login successful!'

const signedIn = () => {
  toast.success(LOGIN_SUCCESS)
  // The toast is shown again on the dashboard, which a full page load brings up.
  setFlash(LOGIN_SUCCESS)
  window.location.assign('/admin')
}

/**
 * SPEC.md §4–5, §8: on-change validation, submit disabled until valid; the server's detail (else
 * "Login failed") in a toast and a red box; on success a toast and a full page load of /admin.
 */
export const LoginForm = () => {
  const [serverError, setServerError] = useState<string | null>(null)
  // Set when the password was right and the account asks for a second factor.
  const [challenge, setChallenge] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    reset,
    getValues,
    formState: { errors, isValid, isSubmitting, isSubmitSuccessful },
  } = useForm<LoginValues>({
    resolver: zodResolver(LoginFormSchema),
    mode: 'onChange',
    defaultValues: { email: '', password: '' },
  })

  const onSubmit = handleSubmit(async ({ email, password }) => {
    setServerError(null)
    let result: Awaited<ReturnType<typeof logIn>>
    try {
      result = await logIn(email, password)
    } catch (err) {
      const message = errorMessage(err, 'Login failed')
      const leftover = applyServerErrors(err, setError, ['email', 'password'])
      // SPEC.md §8: a toast and the red box; a message already under its field is not repeated there.
      const underField = err instanceof ApiError && !!err.errors?.length && !leftover.includes(message)
      setServerError(underField ? null : message)
      toast.error(message)
      throw err
    }
    if ('challenge' in result) setChallenge(result.challenge)
    else signedIn()
  })

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        onSignedIn={signedIn}
        onRestart={(message) => {
          setChallenge(null)
          // Keep the email; the password is asked again.
          reset({ email: getValues('email'), password: '' })
          setServerError(message ?? null)
        }}
      />
    )
  }

  const busy = isSubmitting || isSubmitSuccessful
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e).catch(() => {})} className="space-y-5" aria-label="Sign in">
      <FormAlert title="Could not sign in" message={serverError} />
      <Field id="login-email" label="Email" error={errors.email?.message}>
        <Input
          id="login-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          invalid={!!errors.email}
          {...register('email')}
        />
      </Field>
      <Field id="login-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="login-password"
          autoComplete="current-password"
          invalid={!!errors.password}
          {...register('password')}
        />
      </Field>
      <button type="submit" className={buttonClass({ size: 'lg', className: 'w-full' })} disabled={!isValid || busy}>
        {busy ? <Spinner label="Signing in" /> : <LogIn className="h-4 w-4" aria-hidden="true" />}
        {busy ? 'Signing in…' : 'Sign in'}
      </button>
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        No account yet?{' '}
        <Link to="/register-me" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          Create one
        </Link>
      </p>
    </form>
  )
}
