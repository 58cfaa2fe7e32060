import { z } from 'zod'

import { FULL_NAME_MIN, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from '../constants.ts'
import { emailField } from './contact.ts'

export const PASSWORD_RULES = [
  { test: (v: string) => v.length >= PASSWORD_MIN, message: `Password must be at least ${PASSWORD_MIN} characters` },
  { test: (v: string) => /[A-Z]/.test(v), message: 'Password must contain at least one uppercase letter' },
  { test: (v: string) => /[a-z]/.test(v), message: 'Password must contain at least one lowercase letter' },
  { test: (v: string) => /\d/.test(v), message: 'Password must contain at least one number' },
  { test: (v: string) => /[^A-Za-z0-9]/.test(v), message: 'Password must contain at least one special character' },
] as const

export const PASSWORD_STRENGTH_LABELS = ['Very Weak', 'Weak', 'Fair', 'Good', 'Strong'] as const

/** SPEC.md §5 strength meter: 1 to 5, one point per rule met (at least 1). */
export const passwordStrength = (password: string) => {
  const score = Math.max(1, PASSWORD_RULES.filter((r) => r.test(password)).length)
  return { score, label: PASSWORD_STRENGTH_LABELS[score - 1] }
}

const strongPassword = PASSWORD_RULES.reduce(
  (schema, rule) => schema.refine(rule.test, rule.message),
  z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
)

export const fullNameField = z
  .string({ error: 'Full name is required' })
  .trim()
  .min(1, 'Full name is required')
  .min(FULL_NAME_MIN, `Name must be at least ${FULL_NAME_MIN} characters`)
  .max(100, 'Name must be at most 100 characters')
  .regex(/^[\p{L} ]+$/u, 'Name can only contain letters and spaces')

export const usernameField = z
  .string({ error: 'Username is required' })
  .trim()
  .min(1, 'Username is required')
  .min(USERNAME_MIN, `Username must be at least ${USERNAME_MIN} characters`)
  .max(USERNAME_MAX, `Username must be less than ${USERNAME_MAX} characters`)
  .regex(/^\w+$/, 'Username can only contain letters, numbers, and underscores')

export const RegisterSchema = z.object({
  email: emailField,
  password: strongPassword,
  username: usernameField,
  full_name: fullNameField,
})
export type Register = z.infer<typeof RegisterSchema>

/** The registration form: the API body plus the two fields that stay in the browser. */
export const RegisterFormSchema = RegisterSchema.extend({
  confirmPassword: z.string().min(1, 'Please confirm your password'),
  acceptTerms: z.literal(true, { error: 'You must accept the terms and conditions' }),
}).refine((v) => v.password === v.confirmPassword, { message: 'Passwords do not match', path: ['confirmPassword'] })
export type RegisterForm = z.infer<typeof RegisterFormSchema>

export const LoginFormSchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(128, 'Password must be at most 128 characters'),
})
export type LoginForm = z.infer<typeof LoginFormSchema>

/** POST /auth/login form body: `username` holds the email (SPEC.md §7). */
export const LoginRequestSchema = z.object({
  username: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email address'),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(128, 'Password must be at most 128 characters'),
})

export const TokenResponseSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int(),
})
export type TokenResponse = z.infer<typeof TokenResponseSchema>

export const RefreshRequestSchema = z.object({ refresh_token: z.string().max(200).optional() })

export const UserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  full_name: z.string(),
  is_active: z.boolean(),
  is_superuser: z.boolean(),
  created_at: z.string(),
})
export type User = z.infer<typeof UserSchema>

/**
 * PUT /auth/me. A new password, or an email other than the current one, also needs
 * `current_password` (the service knows the current email and says so for the email).
 */
export const UserUpdateSchema = z
  .strictObject({
    email: emailField.optional(),
    username: usernameField.optional(),
    full_name: fullNameField.optional(),
    password: strongPassword.optional(),
    current_password: z.string().max(128).optional(),
  })
  .refine((v) => !v.password || !!v.current_password, {
    message: 'Current password is required to change the password',
    path: ['current_password'],
  })
export type UserUpdate = z.infer<typeof UserUpdateSchema>

/** GET/PUT /auth/me: the user and whether sign-in asks for a second factor. */
export const MeSchema = UserSchema.extend({ two_factor_enabled: z.boolean() })
export type Me = z.infer<typeof MeSchema>

/** POST /auth/login when the account has two-factor sign-in: no tokens yet, a 5-minute challenge. */
export const TwoFactorChallengeSchema = z.object({
  two_factor_required: z.literal(true),
  challenge: z.string(),
})

export const LoginResponseSchema = z.union([TokenResponseSchema, TwoFactorChallengeSchema])
export type LoginResponse = z.infer<typeof LoginResponseSchema>

export const RECOVERY_CODE_COUNT = 10

/** A 6-digit authenticator code (spaces allowed, as apps show "123 456"). */
export const totpCodeField = z
  .string({ error: 'Code is required' })
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Code is required')
      .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'),
  )

/** The sign-in code step takes an authenticator code or a recovery code (xxxxx-xxxxx). */
export const signInCodeField = z
  .string({ error: 'Code is required' })
  .trim()
  .min(1, 'Code is required')
  .max(64, 'Enter the 6-digit code or a recovery code')

/** POST /auth/2fa/setup: the secret (base32) for manual entry, its otpauth:// URL, and the QR code. */
export const TwoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauth_url: z.string(),
  /** The otpauth URL as a QR code, an SVG data URI rendered by this server. */
  qr_code: z.string(),
})
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>

/** POST /auth/2fa/setup: the current password, so a stolen access token cannot add an authenticator. */
export const TwoFactorSetupRequestSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
})
export type TwoFactorSetupRequest = z.infer<typeof TwoFactorSetupRequestSchema>

export const TwoFactorEnableSchema = z.object({ code: totpCodeField })

export const RecoveryCodesSchema = z.object({ recovery_codes: z.array(z.string()) })
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>

export const TwoFactorVerifySchema = z.object({
  challenge: z.string({ error: 'Challenge is required' }).min(1, 'Challenge is required').max(2000),
  code: signInCodeField,
})

export const TwoFactorDisableSchema = z.object({
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(128),
  code: signInCodeField,
})

/** GET /auth/sessions: one per refresh-token family (a signed-in browser or client). */
export const SessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
})
export type Session = z.infer<typeof SessionSchema>
export const SessionListSchema = z.array(SessionSchema)
export const SessionParamsSchema = z.object({ id: z.string().max(100) })
