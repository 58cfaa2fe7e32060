import { Controller, useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { DEFAULT_RATING } from '../../../../core/constants.ts'
import { type Testimonial, TestimonialWriteSchema } from '../../../../core/schemas/testimonial.ts'
import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { formResolver } from '../form-resolver.ts'
import { useAdminForm } from '../use-admin-form.ts'
import { AdminForm, FormColumns } from '../ui/admin-form.tsx'
import { Panel } from '../ui/admin-page.tsx'
import { ImagePanel } from '../ui/image-panel.tsx'
import { featuredToggle, PublishingPanel, visibleToggle } from '../ui/publishing-panel.tsx'
import { StarRatingInput } from './star-rating-input.tsx'

const FIELDS = Object.keys(TestimonialWriteSchema.shape)

const resolver = formResolver(TestimonialWriteSchema, { toNull: ['position', 'company', 'email'] })

const defaultsOf = (t?: Testimonial) => ({
  name: t?.name ?? '',
  position: t?.position ?? '',
  company: t?.company ?? '',
  email: t?.email ?? '',
  content: t?.content ?? '',
  rating: t?.rating ?? DEFAULT_RATING,
  avatar_url: t?.avatar_url ?? '',
  company_logo: t?.company_logo ?? '',
  featured: t?.featured ?? false,
  approved: t?.approved ?? true,
  is_active: t?.is_active ?? true,
})

/** Create or edit a testimonial: every field of SPEC.md §3. */
export const TestimonialForm = ({ testimonial }: { testimonial?: Testimonial }) => {
  const navigate = useNavigate()
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: defaultsOf(testimonial) })
  const {
    register,
    control,
    formState: { errors: e },
  } = form
  const adminForm = useAdminForm(form, {
    fields: FIELDS,
    fallback: 'Failed to save the testimonial',
    save: async (values, allowLeave) => {
      const saved = testimonial
        ? await adminApi.updateTestimonial(testimonial.id, values)
        : await adminApi.createTestimonial(values)
      toast.success(
        testimonial
          ? `Changes to the testimonial from ${saved.name} saved.`
          : `Testimonial from ${saved.name} created.`,
      )
      allowLeave()
      await navigate('/admin/testimonials')
    },
  })

  return (
    <AdminForm {...adminForm} noun="testimonial" editing={!!testimonial} cancelTo="/admin/testimonials">
      <FormColumns
        main={
          <Panel title="Testimonial">
            <div className="grid gap-5 sm:grid-cols-2">
              <Field id="t-name" label="Name" required error={e.name?.message}>
                <Input id="t-name" autoComplete="off" invalid={!!e.name} {...register('name')} />
              </Field>
              <Field id="t-email" label="Email" error={e.email?.message} hint="Never shown on the site.">
                <Input id="t-email" type="email" hasHint invalid={!!e.email} {...register('email')} />
              </Field>
              <Field id="t-position" label="Position" error={e.position?.message}>
                <Input id="t-position" invalid={!!e.position} placeholder="CTO" {...register('position')} />
              </Field>
              <Field id="t-company" label="Company" error={e.company?.message}>
                <Input id="t-company" invalid={!!e.company} {...register('company')} />
              </Field>
              <Field
                id="t-content"
                label="What they said"
                required
                error={e.content?.message}
                className="sm:col-span-2"
              >
                <Textarea id="t-content" rows={6} invalid={!!e.content} {...register('content')} />
              </Field>
              <div className="sm:col-span-2">
                <Controller
                  control={control}
                  name="rating"
                  render={({ field }) => (
                    <StarRatingInput
                      name="rating"
                      label="Rating"
                      value={field.value ?? DEFAULT_RATING}
                      onChange={field.onChange}
                    />
                  )}
                />
              </div>
            </div>
          </Panel>
        }
        side={
          <>
            <PublishingPanel
              register={register}
              idPrefix="t"
              toggles={[
                {
                  name: 'approved',
                  id: 'approved',
                  label: 'Approved',
                  description: 'Only approved testimonials are shown.',
                },
                featuredToggle('Shown first on the home page.'),
                visibleToggle(),
              ]}
            />
            <ImagePanel
              title="Pictures"
              control={control}
              images={[
                { name: 'avatar_url', id: 't-avatar', label: 'Photo', aspect: 'aspect-square', frame: 'max-w-44' },
                {
                  name: 'company_logo',
                  id: 't-logo',
                  label: 'Company logo',
                  aspect: 'aspect-[3/1]',
                  frame: 'max-w-xs',
                },
              ]}
            />
          </>
        }
      />
    </AdminForm>
  )
}
