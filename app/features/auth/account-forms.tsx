import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound, Save } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm, useWatch } from 'react-hook-form'
import { z } from 'zod'

import { RegisterSchema, type User } from '../../../core/schemas/auth.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { Field, FormAlert, Input, PasswordInput } from '../../components/ui/form.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api, ApiError } from '../../lib/api-client.ts'
import { clearSession, setStoredUser } from '../../lib/auth-storage.ts'
import { applyServerErrors, errorMessage } from '../../lib/form-errors.ts'
import { logIn } from '../../lib/session.ts'
import { toast } from '../../lib/toast.ts'
import { NewPasswordFields, withPasswordMatch } from './new-password-fields.tsx'

// The signed-in user's own account (PUT /auth/me): the SPEC.md §5 registration rules, reused
// field by field from the one schema in core/schemas/auth.ts.

/** Another sign-in email than the account's (the server compares without case, as here). */
const isNewEmail = (email: string, current: string) => email.trim().toLowerCase() !== current.toLowerCase()

const CURRENT_PASSWORD_FOR_EMAIL = 'Current password is required to change the email'

// A new sign-in email needs the current password (the server refuses it without), so a stolen
// session cannot move the account to another address; the name and username need none.
const profileFormSchema = (currentEmail: string) =>
  RegisterSchema.pick({ full_name: true, username: true, email: true })
    .extend({ current_password: z.string().max(128) })
    .refine((v) => !isNewEmail(v.email, currentEmail) || v.current_password.length > 0, {
      message: CURRENT_PASSWORD_FOR_EMAIL,
      path: ['current_password'],
    })
type ProfileValues = z.infer<ReturnType<typeof profileFormSchema>>
const PROFILE_FIELDS = ['full_name', 'username', 'email', 'current_password'] as const

const PasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required').max(128),
    password: RegisterSchema.shape.password,
    confirmPassword: z.string().min(1, 'Please confirm your password'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] })
type PasswordValues = z.infer<typeof PasswordFormSchema>
const PASSWORD_FIELDS = ['current_password', 'password', 'confirmPassword'] as const

// As on /register-me: "Passwords do not match" shows as soon as both are typed.
const passwordResolver = withPasswordMatch(zodResolver(PasswordFormSchema) as Resolver<PasswordValues>)

const hasFieldErrors = (err: unknown) => err instanceof ApiError && !!err.errors?.length

const putMe = (body: Record<string, string>) => api.put<User>('/auth/me', body, { fallback: 'Update failed' })

/**
 * Full name, username and email; a taken email or username (409) shows under its field. A new
 * email asks for the current password, in a field that appears once the email differs.
 */
export const ProfileForm = ({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const [schema] = useState(() => profileFormSchema(user.email))
  const {
    register,
    handleSubmit,
    setError,
    reset,
    control,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<ProfileValues>({
    resolver: zodResolver(schema) as Resolver<ProfileValues>,
    mode: 'onChange',
    defaultValues: { full_name: user.full_name, username: user.username, email: user.email, current_password: '' },
  })
  const emailChanging = isNewEmail(useWatch({ control, name: 'email' }) ?? '', user.email)

  const onSubmit = handleSubmit(async ({ current_password, ...values }) => {
    setServerError(null)
    let updated: User
    try {
      updated = await putMe(isNewEmail(values.email, user.email) ? { ...values, current_password } : values)
    } catch (err) {
      const message = errorMessage(err, 'Update failed')
      const leftover = applyServerErrors(err, setError, PROFILE_FIELDS)
      // Field errors speak for themselves; anything else goes in the red box too.
      if (leftover.length || !hasFieldErrors(err)) setServerError(message)
      toast.error(message)
      return
    }
    setStoredUser(updated)
    reset({ full_name: updated.full_name, username: updated.username, email: updated.email, current_password: '' })
    onUpdated(updated)
    toast.success('Profile updated')
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Profile">
      <FormAlert title="Could not update the profile" message={serverError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="account-full-name" label="Full name" error={errors.full_name?.message} className="sm:col-span-2">
          <Input id="account-full-name" autoComplete="name" invalid={!!errors.full_name} {...register('full_name')} />
        </Field>
        <Field
          id="account-username"
          label="Username"
          error={errors.username?.message}
          hint="3 to 20 letters, numbers or underscores."
        >
          <Input
            id="account-username"
            autoComplete="username"
            hasHint
            invalid={!!errors.username}
            {...register('username')}
          />
        </Field>
        <Field id="account-email" label="Email" error={errors.email?.message}>
          <Input
            id="account-email"
            type="email"
            inputMode="email"
            autoComplete="email"
            invalid={!!errors.email}
            {...register('email')}
          />
        </Field>
        {emailChanging ? (
          <Field
            id="account-email-current-password"
            label="Current password"
            error={errors.current_password?.message}
            hint="You sign in with this email: changing it needs your current password."
            className="sm:col-span-2"
          >
            <PasswordInput
              id="account-email-current-password"
              autoComplete="current-password"
              hasHint
              invalid={!!errors.current_password}
              {...register('current_password')}
            />
          </Field>
        ) : null}
      </div>
      <div className="flex justify-end">
        <button type="submit" className={buttonClass()} disabled={isSubmitting || !isDirty}>
          {isSubmitting ? <Spinner label="Saving" /> : <Save className="h-4 w-4" aria-hidden="true" />}
          Save profile
        </button>
      </div>
    </form>
  )
}

/**
 * Current password, new password with the strength meter, confirmation. A new password ends
 * every session on the server (refresh tokens revoked), this one included: the form signs in
 * again with the new password, so the owner stays signed in here.
 */
export const PasswordForm = ({ user, onUpdated }: { user: User; onUpdated: (user: User) => void }) => {
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<PasswordValues>({
    resolver: passwordResolver,
    mode: 'onChange',
    defaultValues: { current_password: '', password: '', confirmPassword: '' },
  })
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = form

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    let updated: User
    try {
      updated = await putMe({ current_password: values.current_password, password: values.password })
    } catch (err) {
      const message = errorMessage(err, 'Update failed')
      const leftover = applyServerErrors(err, setError, PASSWORD_FIELDS)
      if (leftover.length || !hasFieldErrors(err)) setServerError(message)
      toast.error(message)
      return
    }
    // The server ended every session, this one too: open a fresh one with the new password.
    const next = await logIn(updated.email, values.password).catch(() => undefined)
    if (!next || !('id' in next)) {
      // With two-factor sign-in the new session needs a code: sign in again on /log-me-in.
      toast.success('Password changed')
      clearSession()
      window.location.assign('/log-me-in')
      return
    }
    updated = next
    setStoredUser(updated)
    reset()
    onUpdated(updated)
    toast.success('Password changed')
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Password">
      <FormAlert title="Could not change the password" message={serverError} />
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.email} readOnly hidden />
      <Field id="account-current-password" label="Current password" error={errors.current_password?.message}>
        <PasswordInput
          id="account-current-password"
          autoComplete="current-password"
          invalid={!!errors.current_password}
          {...register('current_password')}
        />
      </Field>
      <NewPasswordFields
        form={form}
        passwordId="account-new-password"
        passwordLabel="New password"
        confirmId="account-confirm-password"
        confirmLabel="Confirm new password"
      />
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Changing the password signs you out everywhere else; you stay signed in here.
      </p>
      <div className="flex justify-end">
        <button type="submit" className={buttonClass()} disabled={isSubmitting}>
          {isSubmitting ? <Spinner label="Saving" /> : <KeyRound className="h-4 w-4" aria-hidden="true" />}
          Change password
        </button>
      </div>
    </form>
  )
}
