import { Check, Copy, Link2, Mail } from 'lucide-react'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useRevalidator } from 'react-router'

import {
  type TestimonialRequestCreated,
  TestimonialRequestCreateSchema,
} from '../../../../core/schemas/testimonial-request.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Field, FormAlert, Input, Textarea } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { applyServerErrors, errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { formResolver } from '../form-resolver.ts'

const FIELDS = ['name', 'email', 'company', 'note'] as const
const resolver = formResolver(TestimonialRequestCreateSchema)
const EMPTY = { name: '', email: '', company: '', note: '' }

/** The link just created, to copy or mail: the only time it can be shown (only its hash is kept). */
const CreatedLink = ({ created }: { created: TestimonialRequestCreated }) => {
  const [copied, setCopied] = useState(false)
  const link = `${window.location.origin}${created.url}`
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopied(true)
      toast.success('Link copied.')
    } catch {
      toast.error('Copy failed: select the link and copy it by hand.')
    }
  }
  const mail = `mailto:${created.email ?? ''}?subject=${encodeURIComponent('Would you write a testimonial?')}&body=${encodeURIComponent(
    `${created.name ? `Hello ${created.name},\n\n` : ''}${created.note ? `${created.note}\n\n` : ''}${link}\n`,
  )}`
  return (
    <div
      role="status"
      className="rounded-xl border border-green-200 bg-green-50 p-4 dark:border-green-900 dark:bg-green-950"
    >
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-900 dark:text-white">
        <Link2 className="h-4 w-4" aria-hidden="true" />
        Send this link{created.name ? ` to ${created.name}` : ''}. It works once, for 30 days, and is shown only now.
      </p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row">
        <Input
          id="request-link"
          aria-label="Request link"
          readOnly
          value={link}
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-base sm:text-xs"
        />
        <div className="flex shrink-0 gap-2">
          <button type="button" className={buttonClass()} onClick={() => void copy()}>
            {copied ? (
              <Check className="h-4 w-4" aria-hidden="true" />
            ) : (
              <Copy className="h-4 w-4" aria-hidden="true" />
            )}
            {copied ? 'Copied' : 'Copy'}
          </button>
          <a href={mail} className={buttonClass({ variant: 'outline' })}>
            <Mail className="h-4 w-4" aria-hidden="true" />
            Email it
          </a>
        </div>
      </div>
    </div>
  )
}

/** POST /admin/testimonial-requests: whom to ask (all optional) and a personal note. */
export const RequestCreate = () => {
  const revalidator = useRevalidator()
  const [created, setCreated] = useState<TestimonialRequestCreated | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver, defaultValues: EMPTY })

  const onSubmit = async (values: Record<string, unknown>) => {
    setFailure(null)
    try {
      setCreated(await adminApi.createTestimonialRequest(values))
      reset(EMPTY)
      await revalidator.revalidate()
    } catch (err) {
      const leftover = applyServerErrors(err, setError, FIELDS)
      setFailure(leftover[0] ?? errorMessage(err, 'Failed to create the request'))
    }
  }

  return (
    <div className="space-y-5">
      {created ? <CreatedLink key={created.id} created={created} /> : null}
      <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="New testimonial request" className="space-y-4">
        <FormAlert message={failure} />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="rq-name" label="Client's name" error={errors.name?.message}>
            <Input id="rq-name" invalid={!!errors.name} {...register('name')} />
          </Field>
          <Field id="rq-email" label="Email" error={errors.email?.message}>
            <Input id="rq-email" type="email" invalid={!!errors.email} {...register('email')} />
          </Field>
          <Field id="rq-company" label="Company" error={errors.company?.message}>
            <Input id="rq-company" invalid={!!errors.company} {...register('company')} />
          </Field>
        </div>
        <Field
          id="rq-note"
          label="Personal note"
          hint="Shown to the client above the form."
          error={errors.note?.message}
        >
          <Textarea id="rq-note" rows={3} hasHint invalid={!!errors.note} {...register('note')} />
        </Field>
        <button type="submit" className={buttonClass()} disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : <Link2 className="h-4 w-4" aria-hidden="true" />}
          Create link
        </button>
      </form>
    </div>
  )
}
