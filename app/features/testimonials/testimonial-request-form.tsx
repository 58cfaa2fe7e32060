import { zodResolver } from '@hookform/resolvers/zod'
import { CheckCircle2, ImagePlus, Send, X } from 'lucide-react'
import { useState } from 'react'
import { type Resolver, useForm } from 'react-hook-form'

import {
  type TestimonialAnswer,
  type TestimonialAnswerInput,
  TestimonialAnswerSchema,
} from '../../../core/schemas/testimonial-request.ts'
import type { UploadResponse } from '../../../core/schemas/upload.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { Field, FormAlert, Input, Select, Textarea } from '../../components/ui/form.tsx'
import { Spinner } from '../../components/ui/spinner.tsx'
import { api } from '../../lib/api-client.ts'
import { applyServerErrors, errorMessage } from '../../lib/form-errors.ts'

const FIELDS = ['name', 'position', 'company', 'rating', 'content', 'avatar_url'] as const
const RATINGS = [
  [5, '5 – Excellent'],
  [4, '4 – Very good'],
  [3, '3 – Good'],
  [2, '2 – Fair'],
  [1, '1 – Poor'],
] as const

const resolver = zodResolver(TestimonialAnswerSchema) as unknown as Resolver<
  TestimonialAnswerInput,
  unknown,
  TestimonialAnswer
>

/**
 * The client's side of a testimonial request (API.md): name, position, company, rating, the
 * text (20 characters at least) and an optional photo, sent once to POST /testimonial-requests/{token}.
 */
export const TestimonialRequestForm = ({
  token,
  defaults,
}: {
  token: string
  defaults: { name: string | null; company: string | null }
}) => {
  const [sent, setSent] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [photo, setPhoto] = useState<{ busy: boolean; url: string | null; error: string | null }>({
    busy: false,
    url: null,
    error: null,
  })
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TestimonialAnswerInput, unknown, TestimonialAnswer>({
    resolver,
    mode: 'onTouched',
    defaultValues: { name: defaults.name ?? '', position: '', company: defaults.company ?? '', rating: 5, content: '' },
  })

  const upload = async (file: File | undefined) => {
    if (!file) return
    setPhoto({ busy: true, url: null, error: null })
    const body = new FormData()
    body.append('file', file)
    try {
      const res = await api.post<UploadResponse>(`/testimonial-requests/${token}/photo`, body, {
        auth: false,
        fallback: 'The photo could not be uploaded',
      })
      setPhoto({ busy: false, url: res.url, error: null })
    } catch (err) {
      setPhoto({ busy: false, url: null, error: errorMessage(err, 'The photo could not be uploaded') })
    }
  }

  const onSubmit = async (values: TestimonialAnswer) => {
    setFailure(null)
    try {
      await api.post(`/testimonial-requests/${token}`, { ...values, avatar_url: photo.url }, { auth: false })
      setSent(true)
    } catch (err) {
      const leftover = applyServerErrors(err, setError, FIELDS)
      setFailure(leftover[0] ?? errorMessage(err, 'Your testimonial could not be sent. Please try again.'))
    }
  }

  if (sent)
    return (
      <div
        role="status"
        className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center dark:border-green-900 dark:bg-green-950"
      >
        <CheckCircle2 className="mx-auto h-10 w-10 text-green-700 dark:text-green-400" aria-hidden="true" />
        <h2 className="mt-3 text-xl font-semibold text-slate-900 dark:text-white">Thank you!</h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          Your testimonial has been sent. It will appear on the site once it has been reviewed.
        </p>
      </div>
    )

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-label="Your testimonial" className="space-y-5">
      <FormAlert message={failure} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="t-name" label="Your name" required error={errors.name?.message}>
          <Input id="t-name" autoComplete="name" invalid={!!errors.name} {...register('name')} />
        </Field>
        <Field id="t-position" label="Position" error={errors.position?.message}>
          <Input
            id="t-position"
            autoComplete="organization-title"
            invalid={!!errors.position}
            {...register('position')}
          />
        </Field>
        <Field id="t-company" label="Company" error={errors.company?.message}>
          <Input id="t-company" autoComplete="organization" invalid={!!errors.company} {...register('company')} />
        </Field>
        <Field id="t-rating" label="Rating" required error={errors.rating?.message}>
          <Select id="t-rating" invalid={!!errors.rating} {...register('rating', { valueAsNumber: true })}>
            {RATINGS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        id="t-content"
        label="Your testimonial"
        required
        hint="A few sentences about working together (20 characters at least)."
        error={errors.content?.message}
      >
        <Textarea id="t-content" rows={6} hasHint invalid={!!errors.content} {...register('content')} />
      </Field>
      <Field
        id="t-photo"
        label="Photo (optional)"
        hint="JPEG, PNG, WebP, AVIF or GIF, up to 5 MB."
        error={photo.error ?? errors.avatar_url?.message}
      >
        <div className="flex items-center gap-4">
          {photo.url ? (
            <img
              src={photo.url}
              alt="Your photo"
              width={56}
              height={56}
              className="h-14 w-14 rounded-full object-cover"
            />
          ) : (
            <span className="grid h-14 w-14 place-items-center rounded-full bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400">
              {photo.busy ? (
                <Spinner label="Uploading the photo" />
              ) : (
                <ImagePlus className="h-6 w-6" aria-hidden="true" />
              )}
            </span>
          )}
          <Input
            id="t-photo"
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
            hasHint
            invalid={!!photo.error}
            onChange={(e) => void upload(e.currentTarget.files?.[0])}
            className="file:mr-3 file:rounded-lg file:border-0 file:bg-slate-100 file:px-3 file:py-1.5 file:text-sm file:font-medium dark:file:bg-slate-800 dark:file:text-slate-100"
          />
          {photo.url ? (
            <button
              type="button"
              className={buttonClass({ variant: 'ghost', size: 'icon' })}
              aria-label="Remove the photo"
              onClick={() => setPhoto({ busy: false, url: null, error: null })}
            >
              <X className="h-4 w-4" aria-hidden="true" />
            </button>
          ) : null}
        </div>
      </Field>
      <button type="submit" className={buttonClass({ size: 'lg' })} disabled={isSubmitting || photo.busy}>
        {isSubmitting ? <Spinner /> : <Send className="h-4 w-4" aria-hidden="true" />}
        Send testimonial
      </button>
    </form>
  )
}
