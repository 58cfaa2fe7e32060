import type { FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form'
import { useWatch } from 'react-hook-form'

import { Field, PasswordInput } from '../../components/ui/form.tsx'
import { PasswordStrength } from './password-strength.tsx'

interface PasswordPair extends FieldValues {
  password: string
  confirmPassword: string
}

/**
 * Zod skips the object-level "Passwords do not match" check while another field is invalid;
 * the wrapped resolver shows it as soon as both passwords are typed.
 */
export const withPasswordMatch =
  <T extends PasswordPair>(schemaResolver: Resolver<T>): Resolver<T> =>
  async (values, context, options) => {
    const result = await schemaResolver(values, context, options)
    const { password, confirmPassword } = values
    if (confirmPassword && password !== confirmPassword && !result.errors.confirmPassword) {
      return {
        values: {},
        errors: {
          ...result.errors,
          confirmPassword: { type: 'custom', message: 'Passwords do not match' },
        } as FieldErrors<T>,
      }
    }
    return result
  }

/** A new password with the strength meter (`<passwordId>-strength`), and its confirmation. */
export const NewPasswordFields = <T extends PasswordPair>({
  form,
  passwordId,
  passwordLabel,
  confirmId,
  confirmLabel,
}: {
  form: UseFormReturn<T>
  passwordId: string
  passwordLabel: string
  confirmId: string
  confirmLabel: string
}) => {
  // The fields are the same in every form that has them; only their names are typed here.
  const { register, control, getFieldState, trigger, formState } = form as unknown as UseFormReturn<PasswordPair>
  const { errors } = formState
  const password = useWatch({ control, name: 'password' }) ?? ''
  const passwordField = register('password', {
    // Re-check the confirmation once it has been typed, so "Passwords do not match" follows both.
    onChange: () => {
      if (getFieldState('confirmPassword').isDirty) void trigger('confirmPassword')
    },
  })
  const strengthId = `${passwordId}-strength`
  return (
    <>
      <Field id={passwordId} label={passwordLabel} error={errors.password?.message}>
        <PasswordInput
          id={passwordId}
          autoComplete="new-password"
          invalid={!!errors.password}
          aria-describedby={strengthId}
          {...passwordField}
        />
        <PasswordStrength id={strengthId} password={password} />
      </Field>
      <Field id={confirmId} label={confirmLabel} error={errors.confirmPassword?.message}>
        <PasswordInput
          id={confirmId}
          autoComplete="new-password"
          invalid={!!errors.confirmPassword}
          {...register('confirmPassword')}
        />
      </Field>
    </>
  )
}
