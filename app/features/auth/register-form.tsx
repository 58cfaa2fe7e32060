import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm, useWatch } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'

import { type RegisterForm as RegisterValues, RegisterFormSchema, type User } from '../../../core/schemas/auth.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { Checkbox, Field, FormAlert, Input, PasswordInput } from '../../components/ui/form.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api } from '../../lib/api-client.ts'
import { applyServerErrors, errorMessage } from '../../lib/form-errors.ts'
import { toast } from '../../lib/toast.ts'
import { PasswordStrength } from './password-strength.tsx'

const FIELDS = ['full_name', 'username', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const

const schemaResolver = zodResolver(RegisterFormSchema) as Resolver<RegisterValues>

// Zod skips the object-level "Passwords do not match" check while another field is invalid; the
// form shows it as soon as both passwords are typed.
const resolver: Resolver<RegisterValues> = async (values, context, options) => {
  const result = await schemaResolver(values, context, options)
  const { password, confirmPassword } = values
  if (confirmPassword && password !== confirmPassword && !result.errors.confirmPassword) {
    return {
      values: {},
      errors: { ...result.errors, confirmPassword: { type: 'custom', message: 'Passwords do not match' } },
    }
  }
  return result
}

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300'

/**
 * SPEC.md §4–5, §8: every rule on change with its own message, the strength meter, submit
 * disabled until valid; the server's detail (else "Registration failed") in a toast and a red
 * box; on success a toast and /log-me-in.
 */
export const RegisterForm = () => {
  const navigate = useNavigate()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    setError,
    trigger,
    getFieldState,
    control,
    formState: { errors, isValid, isSubmitting },
  } = useForm<RegisterValues>({
    resolver,
    mode: 'onChange',
    defaultValues: {
      full_name: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      acceptTerms: false as unknown as true,
    },
  })
  const password = useWatch({ control, name: 'password' }) ?? ''

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await api.post<User>(
        '/auth/register',
        { email: values.email, password: values.password, username: values.username, full_name: values.full_name },
        { auth: false, fallback: 'Registration failed' },
      )
    } catch (err) {
      const message = errorMessage(err, 'Registration failed')
      applyServerErrors(err, setError, FIELDS)
      setServerError(message)
      toast.error(message)
      return
    }
    toast.success('Registration successful! Please log in with your credentials.')
    await navigate('/log-me-in')
  })

  const passwordField = register('password', {
    // Re-check the confirmation once it has been typed, so "Passwords do not match" follows both.
    onChange: () => {
      if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword')
    },
  })

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-5" aria-label="Create an account">
      <FormAlert title="Could not create the account" message={serverError} />
      <Field id="reg-full-name" label="Full name" error={errors.full_name?.message}>
        <Input
          id="reg-full-name"
          autoComplete="name"
          placeholder="Ada Lovelace"
          invalid={!!errors.full_name}
          {...register('full_name')}
        />
      </Field>
      <Field
        id="reg-username"
        label="Username"
        error={errors.username?.message}
        hint="3 to 20 letters, numbers or underscores."
      >
        <Input
          id="reg-username"
          autoComplete="username"
          placeholder="ada_l"
          hasHint
          invalid={!!errors.username}
          {...register('username')}
        />
      </Field>
      <Field id="reg-email" label="Email" error={errors.email?.message}>
        <Input
          id="reg-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder="you@example.com"
          invalid={!!errors.email}
          {...register('email')}
        />
      </Field>
      <Field id="reg-password" label="Password" error={errors.password?.message}>
        <PasswordInput
          id="reg-password"
          autoComplete="new-password"
          invalid={!!errors.password}
          aria-describedby="reg-password-strength"
          {...passwordField}
        />
        <PasswordStrength id="reg-password-strength" password={password} />
      </Field>
      <Field id="reg-confirm" label="Confirm password" error={errors.confirmPassword?.message}>
        <PasswordInput
          id="reg-confirm"
          autoComplete="new-password"
          invalid={!!errors.confirmPassword}
          {...register('confirmPassword')}
        />
      </Field>
      <Checkbox
        id="reg-terms"
        label={
          <>
            I accept the{' '}
            <Link to="/terms" className={linkClass}>
              terms and conditions
            </Link>{' '}
            and the{' '}
            <Link to="/privacy" className={linkClass}>
              privacy policy
            </Link>
          </>
        }
        invalid={!!errors.acceptTerms}
        error={errors.acceptTerms?.message}
        {...register('acceptTerms')}
      />
      <button
        type="submit"
        className={buttonClass({ size: 'lg', className: 'w-full' })}
        disabled={!isValid || isSubmitting}
      >
        {isSubmitting ? <Spinner label="Creating your account" /> : <UserPlus className="h-4 w-4" aria-hidden="true" />}
        {isSubmitting ? 'Creating account…' : 'Create account'}
      </button>
    </form>
  )
}
