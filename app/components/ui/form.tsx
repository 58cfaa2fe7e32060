import { AlertCircle, Eye, EyeOff } from 'lucide-react'
import { type ComponentProps, type ReactNode, forwardRef, useState } from 'react'

import { cn } from '../../lib/cn.ts'

// Form primitives shared by the sign-in pages and the admin area: one look for every field,
// labels tied to inputs, errors announced and linked with aria-describedby.

/** A text size of the caller's own (it then sets the phone's and the desktop's, 16 px at least on phones). */
const OWN_SIZE = /(?:^|\s)text-(?:xs|sm|base|lg|xl|\[)/

// 16 px text on phones (iOS zooms into a focused field under 16 px), 14 px from `sm` up. cn
// joins without merging, so a caller's size replaces this one rather than racing it in the CSS.
export const inputClass = (invalid = false, className?: string) =>
  cn(
    'block w-full rounded-xl border bg-white px-3.5 py-2.5 text-slate-900 shadow-sm transition placeholder:text-slate-500 focus:ring-4 focus:outline-none disabled:cursor-not-allowed disabled:opacity-60 dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500',
    OWN_SIZE.test(className ?? '') ? null : 'text-base sm:text-sm',
    invalid
      ? 'border-rose-500 focus:border-rose-500 focus:ring-rose-500/20 dark:border-rose-500'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-slate-700 dark:focus:border-brand-400',
    className,
  )

/** ids of the hint and error paragraphs (and any extra ones), for aria-describedby. */
export const describedBy = (id: string, opts: { hint?: boolean; error?: boolean; extra?: string }) =>
  [opts.extra, opts.hint ? `${id}-hint` : null, opts.error ? `${id}-error` : null].filter(Boolean).join(' ') ||
  undefined

export const FieldError = ({ id, message }: { id: string; message?: string }) =>
  message ? (
    <p id={`${id}-error`} className="mt-1.5 flex items-start gap-1 text-sm text-rose-700 dark:text-rose-400">
      <AlertCircle className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden="true" />
      <span>{message}</span>
    </p>
  ) : null

export const Field = ({
  id,
  label,
  error,
  hint,
  required,
  children,
  className,
  labelAction,
}: {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  required?: boolean
  children: ReactNode
  className?: string
  labelAction?: ReactNode
}) => (
  <div className={className}>
    <div className="mb-1.5 flex items-center justify-between gap-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800 dark:text-slate-200">
        {label}
        {required ? (
          <span className="ml-0.5 text-rose-700 dark:text-rose-400" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {labelAction}
    </div>
    {children}
    {hint ? (
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-slate-600 dark:text-slate-400">
        {hint}
      </p>
    ) : null}
    <FieldError id={id} message={error} />
  </div>
)

type InputProps = ComponentProps<'input'> & { invalid?: boolean; hasHint?: boolean }

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { invalid, hasHint, className, id, 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <input
      ref={ref}
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={id ? describedBy(id, { hint: hasHint, error: invalid, extra }) : extra}
      className={inputClass(invalid, className)}
      {...rest}
    />
  )
})

type TextareaProps = ComponentProps<'textarea'> & { invalid?: boolean; hasHint?: boolean }

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaProps>(function Textarea(
  { invalid, hasHint, className, id, 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <textarea
      ref={ref}
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={id ? describedBy(id, { hint: hasHint, error: invalid, extra }) : extra}
      className={inputClass(invalid, cn('min-h-24 leading-6', className))}
      {...rest}
    />
  )
})

type SelectProps = ComponentProps<'select'> & { invalid?: boolean; hasHint?: boolean }

export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { invalid, hasHint, className, id, children, 'aria-describedby': extra, ...rest },
  ref,
) {
  return (
    <select
      ref={ref}
      id={id}
      aria-invalid={invalid || undefined}
      aria-describedby={id ? describedBy(id, { hint: hasHint, error: invalid, extra }) : extra}
      className={inputClass(invalid, cn('pr-9', className))}
      {...rest}
    >
      {children}
    </select>
  )
})

/** A password input with a show/hide button. */
export const PasswordInput = forwardRef<HTMLInputElement, InputProps>(function PasswordInput(props, ref) {
  const [visible, setVisible] = useState(false)
  return (
    <div className="relative">
      <Input ref={ref} {...props} type={visible ? 'text' : 'password'} className="pr-11" />
      <button
        type="button"
        className="absolute inset-y-0 right-0 flex w-11 items-center justify-center rounded-r-xl text-slate-500 hover:text-slate-800 dark:text-slate-400 dark:hover:text-slate-100"
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((v) => !v)}
      >
        {visible ? <EyeOff className="h-4 w-4" aria-hidden="true" /> : <Eye className="h-4 w-4" aria-hidden="true" />}
      </button>
    </div>
  )
})

type CheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode
  description?: ReactNode
  invalid?: boolean
  error?: string
}

/** A checkbox with its label beside it (and an optional description and error below). */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, description, invalid, error, id, className, ...rest },
  ref,
) {
  const fieldId = id ?? ''
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          ref={ref}
          id={fieldId}
          type="checkbox"
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy(fieldId, { hint: !!description, error: !!error })}
          className={cn(
            'mt-0.5 h-4.5 w-4.5 shrink-0 cursor-pointer rounded border-slate-400 accent-brand-600 dark:border-slate-600',
            invalid && 'outline-2 outline-offset-1 outline-rose-500',
          )}
          {...rest}
        />
        <div className="text-sm">
          <label htmlFor={fieldId} className="cursor-pointer font-medium text-slate-800 dark:text-slate-200">
            {label}
          </label>
          {description ? (
            <p id={`${fieldId}-hint`} className="mt-0.5 text-slate-600 dark:text-slate-400">
              {description}
            </p>
          ) : null}
        </div>
      </div>
      <FieldError id={fieldId} message={error} />
    </div>
  )
})

/** The red box a form shows when the server refuses it (SPEC.md §8). */
export const FormAlert = ({ title, message }: { title?: string; message: string | null | undefined }) =>
  message ? (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-sm text-rose-800 dark:border-rose-800 dark:bg-rose-950/60 dark:text-rose-200"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <div>
        {title ? <p className="font-semibold">{title}</p> : null}
        <p>{message}</p>
      </div>
    </div>
  ) : null
