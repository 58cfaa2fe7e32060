import { Send } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'
import { type Resolver, useForm, useWatch } from 'react-hook-form'

import { CONTACT_REDIRECT_DELAY_MS, CONTACT_RESET_DELAY_MS } from '../../../core/constants.ts'
import type { Contact } from '../../../core/schemas/contact.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { Spinner } from '../../components/ui/spinner.tsx'
import { cn } from '../../lib/cn.ts'
import { isStaticSite } from '../../lib/static-mode.ts'
import { toast } from '../../lib/toast.ts'
import { mailtoUrl, openMailClient } from './open-mail-client.ts'

const loadModal = () => import('./email-modal.tsx')
const EmailModal = lazy(loadModal)

// The zod schema and resolver are fetched on the first focus, not with the page: the rules are
// the shared ContactSchema (core/schemas/contact.ts), word for word the server's.
let resolverPromise: Promise<Resolver<Contact>> | null = null
let loadedResolver: Resolver<Contact> | null = null
const loadResolver = () =>
  (resolverPromise ??= Promise.all([
    import('@hookform/resolvers/zod'),
    import('../../../core/schemas/contact.ts'),
  ]).then(
    ([{ zodResolver }, { ContactSchema }]) =>
      (loadedResolver = zodResolver(ContactSchema) as unknown as Resolver<Contact>),
  ))

const lazyResolver: Resolver<Contact> = async (values, context, options) => {
  // Before anything is typed there is nothing to report, only "not valid yet".
  if (!loadedResolver && Object.values(values).every((v) => !v)) {
    return { values: {}, errors: { root: { type: 'pending', message: '' } } }
  }
  return (await loadResolver())(values, context, options)
}

const EMPTY: Contact = { name: '', email: '', subject: '', message: '' }
const LABELS: Record<keyof Contact, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' }

/** Why "Send Message" is disabled (SPEC.md §4 keeps it so until the form is valid). */
const sendHint = (values: Partial<Contact>, invalid: (keyof Contact)[]) => {
  const missing = (Object.keys(LABELS) as (keyof Contact)[]).filter((k) => !values[k]?.trim())
  if (missing.length) return `To send, fill in: ${missing.map((k) => LABELS[k]).join(', ')}.`
  return invalid.length ? `To send, correct: ${invalid.map((k) => LABELS[k]).join(', ')}.` : null
}

const inputClass = (invalid: boolean) =>
  cn(
    'block w-full rounded-xl border bg-white px-4 py-3 text-sm text-slate-900 shadow-sm transition placeholder:text-slate-500 focus:ring-4 focus:outline-none dark:bg-slate-950 dark:text-white dark:placeholder:text-slate-500',
    invalid
      ? 'border-rose-500 focus:border-rose-500 focus:ring-rose-500/20 dark:border-rose-500'
      : 'border-slate-300 focus:border-brand-600 focus:ring-brand-600/20 dark:border-slate-700 dark:focus:border-brand-400',
  )

const Field = ({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: React.ReactNode
}) => (
  <div>
    <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">
      {label}
    </label>
    {children}
    {error ? (
      <p id={`${id}-error`} className="mt-1.5 text-sm text-rose-700 dark:text-rose-400">
        {error}
      </p>
    ) : null}
  </div>
)

/**
 * SPEC.md §4–5 contact flow: on-change validation; submit disabled until valid or while
 * processing; the "Opening Your Email Client" modal; the mail link after 2.5 s; 1 s later the
 * modal closes, the form resets and a toast says so. The message is also stored through
 * POST /contact (ARCHITECTURE.md), and a failure there never interrupts the flow.
 */
export const ContactForm = ({ to }: { to: string }) => {
  const [processing, setProcessing] = useState(false)
  const [modalOpen, setModalOpen] = useState(false)
  // The spam defence's minimum fill time: how long the form has been on screen (fill_ms).
  const [shownAt] = useState(() => performance.now())
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors, isValid },
  } = useForm<Contact>({ mode: 'onChange', resolver: lazyResolver, defaultValues: EMPTY })
  const values = useWatch({ control })
  const hint = isValid
    ? null
    : sendHint(
        values,
        (Object.keys(errors) as (keyof Contact)[]).filter((k) => k in LABELS),
      )

  const prefetch = () => {
    void loadResolver()
    void loadModal()
  }

  const onSubmit = (values: Contact, event?: React.BaseSyntheticEvent) => {
    const form = event?.target as HTMLFormElement | undefined
    const website = (form?.elements.namedItem('website') as HTMLInputElement | null)?.value || undefined
    setProcessing(true)
    setModalOpen(true)
    // The static export has no API: the mail link alone (SPEC.md §4).
    if (!isStaticSite())
      void import('../../lib/api-client.ts')
        .then(({ api }) =>
          api.post(
            '/contact',
            { ...values, website, fill_ms: Math.round(performance.now() - shownAt) },
            { auth: false },
          ),
        )
        .catch(() => {})
    window.setTimeout(() => {
      openMailClient(mailtoUrl(to, values))
      window.setTimeout(() => {
        setModalOpen(false)
        reset(EMPTY)
        setProcessing(false)
        toast.success('Email client opened! Please send your message.')
      }, CONTACT_RESET_DELAY_MS)
    }, CONTACT_REDIRECT_DELAY_MS)
  }

  const describedBy = (name: keyof Contact) => (errors[name] ? `contact-${name}-error` : undefined)

  return (
    <>
      <form
        id="contactForm"
        noValidate
        onSubmit={handleSubmit(onSubmit)}
        onFocusCapture={prefetch}
        onPointerEnter={prefetch}
        aria-label="Contact form"
        className="space-y-5"
      >
        <div className="grid gap-5 sm:grid-cols-2">
          <Field id="contact-name" label="Name" error={errors.name?.message}>
            <input
              id="contact-name"
              type="text"
              autoComplete="name"
              placeholder="Jane Doe"
              aria-invalid={!!errors.name}
              aria-describedby={describedBy('name')}
              className={inputClass(!!errors.name)}
              {...register('name')}
            />
          </Field>
          <Field id="contact-email" label="Email" error={errors.email?.message}>
            <input
              id="contact-email"
              type="email"
              autoComplete="email"
              placeholder="jane@company.com"
              aria-invalid={!!errors.email}
              aria-describedby={describedBy('email')}
              className={inputClass(!!errors.email)}
              {...register('email')}
            />
          </Field>
        </div>
        <Field id="contact-subject" label="Subject" error={errors.subject?.message}>
          <input
            id="contact-subject"
            type="text"
            placeholder="Project inquiry"
            aria-invalid={!!errors.subject}
            aria-describedby={describedBy('subject')}
            className={inputClass(!!errors.subject)}
            {...register('subject')}
          />
        </Field>
        <Field id="contact-message" label="Message" error={errors.message?.message}>
          <textarea
            id="contact-message"
            rows={5}
            placeholder="Tell me about your project, timeline and budget…"
            aria-invalid={!!errors.message}
            aria-describedby={describedBy('message')}
            className={cn(inputClass(!!errors.message), 'resize-y')}
            {...register('message')}
          />
        </Field>
        {/* Honeypot: people never see or fill it; bots that do are accepted and dropped (API.md). */}
        <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="contact-website">Website</label>
          <input id="contact-website" type="text" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <button
          type="submit"
          disabled={!isValid || processing}
          aria-describedby={hint ? 'contact-send-hint' : undefined}
          className={buttonClass({ size: 'lg', className: 'w-full sm:w-auto' })}
        >
          {processing ? <Spinner label="Sending" /> : <Send className="h-4 w-4" aria-hidden="true" />}
          {processing ? 'Opening your email…' : 'Send Message'}
        </button>
        {hint && !processing ? (
          <p id="contact-send-hint" className="text-sm text-slate-600 dark:text-slate-400">
            {hint}
          </p>
        ) : null}
      </form>
      {modalOpen ? (
        <Suspense fallback={null}>
          <EmailModal open={modalOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
