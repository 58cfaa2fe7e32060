import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, Download, ShieldCheck, ShieldOff } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import {
  type RecoveryCodes,
  TwoFactorDisableSchema,
  TwoFactorEnableSchema,
  type TwoFactorSetup,
  type TwoFactorSetupRequest,
  TwoFactorSetupRequestSchema,
} from '../../../core/schemas/auth.ts'
import { Badge } from '../../components/ui/badge.tsx'
import { buttonClass } from '../../components/ui/button.ts'
import { Field, FormAlert, Input, PasswordInput } from '../../components/ui/form.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { applyServerErrors, errorMessage } from '../../lib/form-errors.ts'
import { toast } from '../../lib/toast.ts'

type State =
  | { step: 'off' }
  | { step: 'password' }
  | { step: 'setup'; setup: TwoFactorSetup }
  | { step: 'codes'; codes: string[] }
  | { step: 'on' }

/**
 * Two-factor sign-in on the account page: off → the password (a signed-in browser alone cannot
 * add an authenticator) → setup (QR code and secret, one code to confirm) → the 10 recovery
 * codes, shown once → on; turning it off takes the password and a code.
 */
export const TwoFactorPanel = ({ email, enabled }: { email: string; enabled: boolean }) => {
  const [state, setState] = useState<State>({ step: enabled ? 'on' : 'off' })

  switch (state.step) {
    case 'off':
      return (
        <div className="space-y-4">
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
            <Badge>Off</Badge> Signing in takes only your password.
          </p>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            Turn on two-factor sign-in and each sign-in also asks for a 6-digit code from an authenticator app on your
            phone (Google Authenticator, 1Password, Authy, Aegis…).
          </p>
          <button type="button" className={buttonClass()} onClick={() => setState({ step: 'password' })}>
            <ShieldCheck className="h-4 w-4" aria-hidden="true" />
            Set up two-factor sign-in
          </button>
        </div>
      )
    case 'password':
      return (
        <SetupPasswordForm
          onStarted={(setup) => setState({ step: 'setup', setup })}
          onCancel={() => setState({ step: 'off' })}
        />
      )
    case 'setup':
      return (
        <EnableForm
          setup={state.setup}
          onEnabled={(codes) => setState({ step: 'codes', codes })}
          onCancel={() => setState({ step: 'off' })}
        />
      )
    case 'codes':
      return <RecoveryCodesView codes={state.codes} email={email} onDone={() => setState({ step: 'on' })} />
    case 'on':
      return <DisableForm onDisabled={() => setState({ step: 'off' })} />
  }
}

/** The first step of the setup: the password, checked by the server before it makes a secret. */
const SetupPasswordForm = ({
  onStarted,
  onCancel,
}: {
  onStarted: (setup: TwoFactorSetup) => void
  onCancel: () => void
}) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TwoFactorSetupRequest>({
    resolver: zodResolver(TwoFactorSetupRequestSchema) as Resolver<TwoFactorSetupRequest>,
    defaultValues: { password: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    let setup: TwoFactorSetup
    try {
      setup = await api.post<TwoFactorSetup>('/auth/2fa/setup', values, { fallback: 'Setup failed' })
    } catch (err) {
      // A wrong password shows under the field; too many (429) or anything else in the box.
      const leftover = applyServerErrors(err, setError, ['password'])
      if (leftover.length || !(err instanceof ApiError && err.errors?.length))
        setServerError(errorMessage(err, 'Setup failed'))
      return
    }
    onStarted(setup)
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Confirm your password">
      <FormAlert title="Could not start the setup" message={serverError} />
      <p className="text-sm text-slate-700 dark:text-slate-300">
        Enter your password to set up two-factor sign-in: the next step shows the key for your authenticator app.
      </p>
      <Field id="totp-setup-password" label="Password" error={errors.password?.message} className="max-w-sm">
        <PasswordInput
          id="totp-setup-password"
          autoComplete="current-password"
          autoFocus
          invalid={!!errors.password}
          {...register('password')}
        />
      </Field>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass()} disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Checking" /> : <ShieldCheck className="h-4 w-4" aria-hidden="true" />}
          Continue
        </button>
      </div>
    </form>
  )
}

/** The secret in groups of four, easier to type into an app by hand. */
const groupSecret = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim()

const EnableForm = ({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: TwoFactorSetup
  onEnabled: (codes: string[]) => void
  onCancel: () => void
}) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<{ code: string }>({
    resolver: zodResolver(TwoFactorEnableSchema) as Resolver<{ code: string }>,
    defaultValues: { code: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      const { recovery_codes } = await api.post<RecoveryCodes>('/auth/2fa/enable', values, { fallback: 'Setup failed' })
      toast.success('Two-factor sign-in is on')
      onEnabled(recovery_codes)
    } catch (err) {
      const leftover = applyServerErrors(err, setError, ['code'])
      if (leftover.length || !(err instanceof ApiError && err.errors?.length))
        setServerError(errorMessage(err, 'Setup failed'))
    }
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Turn on two-factor sign-in">
      <FormAlert title="Could not turn on two-factor sign-in" message={serverError} />
      <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
        <li>Scan the QR code with your authenticator app, or type the key into it.</li>
        <li>Enter the 6-digit code the app shows.</li>
      </ol>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* Dark on white in both themes: scanners need the contrast. Drawn by our server. */}
        <img
          src={setup.qr_code}
          alt="QR code to add this account to an authenticator app"
          width={176}
          height={176}
          className="h-44 w-44 shrink-0 rounded-xl border border-slate-200 bg-white p-1 dark:border-slate-700"
        />
        <div className="w-full min-w-0 space-y-4">
          <div>
            <p className="text-sm font-medium text-slate-800 dark:text-slate-200" id="totp-secret-label">
              Setup key
            </p>
            <code
              className="mt-1.5 block rounded-xl bg-slate-100 px-3 py-2 font-mono text-sm break-all text-slate-900 dark:bg-slate-800 dark:text-slate-100"
              aria-labelledby="totp-secret-label"
              data-testid="totp-secret"
            >
              {groupSecret(setup.secret)}
            </code>
          </div>
          <Field id="totp-enable-code" label="6-digit code" error={errors.code?.message}>
            <Input
              id="totp-enable-code"
              inputMode="numeric"
              autoComplete="one-time-code"
              placeholder="123456"
              maxLength={7}
              className="font-mono tracking-[0.2em]"
              invalid={!!errors.code}
              {...register('code')}
            />
          </Field>
        </div>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass({ variant: 'ghost' })} onClick={onCancel}>
          Cancel
        </button>
        <button type="submit" className={buttonClass()} disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Checking" /> : <ShieldCheck className="h-4 w-4" aria-hidden="true" />}
          Turn on
        </button>
      </div>
    </form>
  )
}

const RecoveryCodesView = ({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) => {
  const text = `Folio recovery codes for ${email}\nEach code signs you in once when you cannot use your authenticator app.\n\n${codes.join('\n')}\n`
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }))
    const a = document.createElement('a')
    a.href = url
    a.download = 'folio-recovery-codes.txt'
    a.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'))
      toast.success('Recovery codes copied')
    } catch {
      toast.error('Could not copy; download them instead')
    }
  }
  return (
    <div className="space-y-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Badge tone="green">On</Badge> Save these recovery codes now: they are shown only once.
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        If you lose your phone, each code signs you in once instead of an authenticator code.
      </p>
      <ul
        className="grid grid-cols-2 gap-2 rounded-xl bg-slate-100 p-4 font-mono text-sm text-slate-900 dark:bg-slate-800 dark:text-slate-100"
        aria-label="Recovery codes"
      >
        {codes.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className={buttonClass({ variant: 'outline' })} onClick={download}>
          <Download className="h-4 w-4" aria-hidden="true" />
          Download .txt
        </button>
        <button type="button" className={buttonClass({ variant: 'outline' })} onClick={() => void copy()}>
          <Copy className="h-4 w-4" aria-hidden="true" />
          Copy
        </button>
        <button type="button" className={buttonClass()} onClick={onDone}>
          I have saved them
        </button>
      </div>
    </div>
  )
}

type DisableValues = { password: string; code: string }

const DisableForm = ({ onDisabled }: { onDisabled: () => void }) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<DisableValues>({
    resolver: zodResolver(TwoFactorDisableSchema) as Resolver<DisableValues>,
    defaultValues: { password: '', code: '' },
  })

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await api.post('/auth/2fa/disable', values, { fallback: 'Could not turn off two-factor sign-in' })
    } catch (err) {
      const leftover = applyServerErrors(err, setError, ['password', 'code'])
      if (leftover.length || !(err instanceof ApiError && err.errors?.length)) {
        setServerError(errorMessage(err, 'Could not turn off two-factor sign-in'))
      }
      return
    }
    toast.success('Two-factor sign-in is off')
    onDisabled()
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Turn off two-factor sign-in">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Badge tone="green">On</Badge> Signing in asks for a code from your authenticator app.
      </p>
      <FormAlert title="Could not turn off two-factor sign-in" message={serverError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="totp-disable-password" label="Password" error={errors.password?.message}>
          <PasswordInput
            id="totp-disable-password"
            autoComplete="current-password"
            invalid={!!errors.password}
            {...register('password')}
          />
        </Field>
        <Field
          id="totp-disable-code"
          label="Code"
          error={errors.code?.message}
          hint="From the authenticator app, or a recovery code."
        >
          <Input
            id="totp-disable-code"
            autoComplete="one-time-code"
            hasHint
            className="font-mono"
            invalid={!!errors.code}
            {...register('code')}
          />
        </Field>
      </div>
      <div className="flex justify-end">
        <button type="submit" className={buttonClass({ variant: 'outline' })} disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Turning off" /> : <ShieldOff className="h-4 w-4" aria-hidden="true" />}
          Turn off two-factor sign-in
        </button>
      </div>
    </form>
  )
}
