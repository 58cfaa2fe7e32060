import { CircleAlert, CircleCheck, Mail, Send } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
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

/** The spam defence's fill time: milliseconds since the form appeared. */
const msSince = (start: number) => Math.round(performance.now() - start)

const EMPTY: Contact = { name: '', email: '', subject: '', message: '' }
const LABELS: Record<keyof Contact, string> = { name: 'Name', email: 'Email', subject: 'Subject', message: 'Message' }

/** Why "Send Message" is disabled (SPEC.md §4 keeps it so until the form is valid). */
const sendHint = (values: Partial<Contact>, invalid: (keyof Contact)[]) => {
  const missing = (Object.keys(LABELS) as (keyof Contact)[]).filter((k) => !values[k]?.trim())
  if (missing.length) return `To send, fill in: ${missing.map((k) => LABELS[k]).join(', ')}.`
  return invalid.length ? `To send, correct: ${invalid.map((k) => LABELS[k]).join(', ')}.` : null
}

const inputClass = (invalid: boolean) => cn('input', invalid ? 'input-bad' : 'input-ok')

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
    <label htmlFor={id} className="field-label">
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

/** What the visitor sees once the API stored the message: said plainly, the mail app optional. */
const SentPanel = ({
  sent,
  to,
  responseTime,
  onAgain,
  headingLevel: H,
}: {
  sent: Contact
  to: string
  responseTime: string
  onAgain: () => void
  headingLevel: 'h3' | 'h4'
}) => {
  const heading = useRef<HTMLHeadingElement>(null)
  // The form is gone; the confirmation takes the focus, so it is read out and keyboard users stay here.
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className="mt-6 rounded-2xl border border-emerald-200 bg-emerald-50 p-6 dark:border-emerald-900 dark:bg-emerald-950/40">
      <div className="flex items-start gap-3">
        <CircleCheck className="mt-0.5 h-6 w-6 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
        <div className="min-w-0">
          <H
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold text-slate-900 outline-none dark:text-white"
            data-testid="contact-sent"
          >
            Message sent — I'll reply {responseTime}
          </H>
          <p className="mt-2 text-sm leading-6 text-slate-700 dark:text-slate-300">
            Thank you, {sent.name.split(/\s+/)[0]}. Your message about “{sent.subject}” is in my inbox; the reply goes
            to <span className="font-medium break-all">{sent.email}</span>.
          </p>
          <div className="mt-5 flex flex-wrap items-center gap-3">
            <button type="button" onClick={onAgain} className={buttonClass({ variant: 'outline', size: 'sm' })}>
              Send another message
            </button>
            {to ? (
              <a
                href={mailtoUrl(to, sent)}
                className="text-sm font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800 dark:text-brand-300 dark:hover:text-brand-200"
              >
                Also send it from your mail app
              </a>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  )
}

/**
 * SPEC.md §5 validation (on change; submit disabled until valid or while sending). The message
 * goes to POST /contact; once stored, the form says so plainly and offers the mail app as an
 * option. When the API cannot take it (an error, or the static export, which has no API),
 * SPEC.md §4's flow is there: the "Opening Your Email Client" modal, the mail link after 2.5 s,
 * 1 s later the modal closes, the form resets and a toast says so. An error keeps the input and
 * shows the server's message.
 */
export const ContactForm = ({
  to,
  responseTime = 'within 24 hours',
  sentHeadingLevel = 'h4',
}: {
  to: string
  responseTime?: string
  /** The confirmation's heading, one below the section's. */
  sentHeadingLevel?: 'h3' | 'h4'
}) => {
  const [processing, setProcessing] = useState(false)
  const [modalOpen, setModalOpen] = useState(false)
  const [sent, setSent] = useState<Contact | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  // The spam defence's minimum fill time: how long the form has been on screen (fill_ms).
  const [shownAt] = useState(() => performance.now())
  const {
    register,
    handleSubmit,
    reset,
    control,
    getValues,
    setError,
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

  /** SPEC.md §4: the modal, the mail link after 2.5 s, then reset and toast. */
  const openMailFlow = (values: Contact) => {
    setFailure(null)
    setProcessing(true)
    setModalOpen(true)
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

  const onSubmit = async (values: Contact, event?: React.BaseSyntheticEvent) => {
    // The static export has no API: the mail link alone (SPEC.md §4).
    if (isStaticSite()) return openMailFlow(values)
    const form = event?.target as HTMLFormElement | undefined
    const website = (form?.elements.namedItem('website') as HTMLInputElement | null)?.value || undefined
    setFailure(null)
    setProcessing(true)
    try {
      const { api } = await import('../../lib/api-client.ts')
      await api.post(
        '/contact',
        { ...values, website, fill_ms: msSince(shownAt) },
        { auth: false, fallback: 'Your message could not be sent. Check your connection and try again.' },
      )
      setSent(values)
      reset(EMPTY)
    } catch (err) {
      const { ApiError } = await import('../../lib/api-client.ts')
      const apiError = err instanceof ApiError ? err : null
      // 422: the server's per-field messages go under their fields; the input stays as typed.
      for (const e of apiError?.errors ?? []) {
        const field = e.loc.at(-1)
        if (typeof field === 'string' && field in LABELS) setError(field as keyof Contact, { message: e.msg })
      }
      setFailure(apiError?.detail ?? 'Your message could not be sent. Check your connection and try again.')
    } finally {
      setProcessing(false)
    }
  }

  if (sent)
    return (
      <SentPanel
        sent={sent}
        to={to}
        responseTime={responseTime}
        onAgain={() => setSent(null)}
        headingLevel={sentHeadingLevel}
      />
    )

  const describedBy = (name: keyof Contact) => (errors[name] ? `contact-${name}-error` : undefined)

  return (
    <>
      {/* Above the fields only while there are fields: the confirmation replaces both. */}
      <p className="mt-1 mb-6 text-sm text-slate-600 dark:text-slate-400">All fields are required.</p>
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
          {processing ? (modalOpen ? 'Opening your email…' : 'Sending…') : 'Send Message'}
        </button>
        {failure ? (
          <div
            role="alert"
            className="rounded-xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-900 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200"
          >
            <p className="flex items-start gap-2 font-medium">
              <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              <span>Your message was not sent: {failure}</span>
            </p>
            {to ? (
              <button
                type="button"
                onClick={() => openMailFlow(getValues())}
                className={buttonClass({ variant: 'outline', size: 'sm', className: 'mt-3' })}
              >
                <Mail className="h-4 w-4" aria-hidden="true" />
                Send it from your mail app instead
              </button>
            ) : null}
          </div>
        ) : null}
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
