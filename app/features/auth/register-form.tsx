import { zodResolver } from '@hookform/resolvers/zod'
import { UserPlus } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'

import { type RegisterForm as RegisterValues, RegisterFormSchema, type User } from '../../../core/schemas/auth.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { Checkbox, Field, FormAlert, Input } from '../../components/ui/form.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api } from '../../lib/api-client.ts'
import { applyServerErrors, errorMessage } from '../../lib/form-errors.ts'
import { toast } from '../../lib/toast.ts'
import { NewPasswordFields, withPasswordMatch } from './new-password-fields.tsx'

const FIELDS = ['full_name', 'username', 'email', 'password', 'confirmPassword', 'acceptTerms'] as const

const resolver = withPasswordMatch(zodResolver(RegisterFormSchema) as Resolver<RegisterValues>)

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300'

/**
 * SPEC.md §4–5, §8: every rule on change with its own message, the strength meter, submit
 * disabled until valid; the server's detail (else "Registration failed") in a toast and a red
 * box; on success a toast and /log-me-in.
 */
export const RegisterForm = () => {
  const navigate = useNavigate()
  const [serverError, setServerError] = useState<string | null>(null)
  const form = useForm<RegisterValues>({
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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = form

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
      <NewPasswordFields
        form={form}
        passwordId="reg-password"
        passwordLabel="Password"
        confirmId="reg-confirm"
        confirmLabel="Confirm password"
      />
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
