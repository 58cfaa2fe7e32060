import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'

import { type Certificate, CertificateWriteSchema } from '../../../../core/schemas/certificate.ts'
import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { formResolver } from '../form-resolver.ts'
import { useAdminForm } from '../use-admin-form.ts'
import { AdminForm, FormColumns } from '../ui/admin-form.tsx'
import { Panel } from '../ui/admin-page.tsx'
import { ImagePanel } from '../ui/image-panel.tsx'
import { featuredToggle, PublishingPanel, visibleToggle } from '../ui/publishing-panel.tsx'
import { TagField } from '../ui/tag-field.tsx'

const FIELDS = Object.keys(CertificateWriteSchema.shape)

const resolver = formResolver(CertificateWriteSchema, {
  toNull: ['issued_date', 'expiry_date', 'platform', 'certificate_id', 'description'],
})

const defaultsOf = (c?: Certificate) => ({
  title: c?.title ?? '',
  issuer: c?.issuer ?? '',
  platform: c?.platform ?? '',
  issued_date: c?.issued_date ?? '',
  expiry_date: c?.expiry_date ?? '',
  certificate_id: c?.certificate_id ?? '',
  credential_url: c?.credential_url ?? '',
  image_url: c?.image_url ?? '',
  category: c?.category ?? '',
  skills: c?.skills ?? [],
  description: c?.description ?? '',
  featured: c?.featured ?? false,
  verified: c?.verified ?? true,
  is_active: c?.is_active ?? true,
})

/** Create or edit a certificate: every field of SPEC.md §3. */
export const CertificateForm = ({
  certificate,
  categories,
  issuers,
}: {
  certificate?: Certificate
  categories: string[]
  issuers: string[]
}) => {
  const navigate = useNavigate()
  const listId = useId()
  const form = useForm({ resolver, mode: 'onTouched', defaultValues: defaultsOf(certificate) })
  const {
    register,
    control,
    formState: { errors: e },
  } = form
  const adminForm = useAdminForm(form, {
    fields: FIELDS,
    fallback: 'Failed to save the certificate',
    save: async (values, allowLeave) => {
      const saved = certificate
        ? await adminApi.updateCertificate(certificate.id, values)
        : await adminApi.createCertificate(values)
      toast.success(certificate ? `Changes to “${saved.title}” saved.` : `Certificate “${saved.title}” created.`)
      allowLeave()
      await navigate('/admin/certificates')
    },
  })

  return (
    <AdminForm {...adminForm} noun="certificate" editing={!!certificate} cancelTo="/admin/certificates">
      <FormColumns
        main={
          <>
            <Panel title="Certificate">
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id="c-title" label="Title" required error={e.title?.message} className="sm:col-span-2">
                  <Input id="c-title" invalid={!!e.title} {...register('title')} />
                </Field>
                <Field id="c-issuer" label="Issuer" required error={e.issuer?.message}>
                  <Input id="c-issuer" list={`${listId}-issuers`} invalid={!!e.issuer} {...register('issuer')} />
                </Field>
                <Field id="c-platform" label="Platform" error={e.platform?.message} hint="e.g. Coursera, Udemy">
                  <Input id="c-platform" hasHint invalid={!!e.platform} {...register('platform')} />
                </Field>
                <Field id="c-category" label="Category" required error={e.category?.message}>
                  <Input
                    id="c-category"
                    list={`${listId}-categories`}
                    invalid={!!e.category}
                    {...register('category')}
                  />
                </Field>
                <Field id="c-credential-id" label="Credential ID" error={e.certificate_id?.message}>
                  <Input id="c-credential-id" invalid={!!e.certificate_id} {...register('certificate_id')} />
                </Field>
                <Field id="c-issued" label="Issued on" error={e.issued_date?.message}>
                  <Input id="c-issued" type="date" invalid={!!e.issued_date} {...register('issued_date')} />
                </Field>
                <Field
                  id="c-expiry"
                  label="Expires on"
                  error={e.expiry_date?.message}
                  hint="Leave empty if it does not expire."
                >
                  <Input id="c-expiry" type="date" hasHint invalid={!!e.expiry_date} {...register('expiry_date')} />
                </Field>
                <Field
                  id="c-url"
                  label="Credential URL"
                  error={e.credential_url?.message}
                  hint="Where anyone can verify it."
                  className="sm:col-span-2"
                >
                  <Input
                    id="c-url"
                    type="url"
                    inputMode="url"
                    hasHint
                    placeholder="https://…"
                    invalid={!!e.credential_url}
                    {...register('credential_url')}
                  />
                </Field>
                <Field id="c-description" label="Description" error={e.description?.message} className="sm:col-span-2">
                  <Textarea id="c-description" rows={4} invalid={!!e.description} {...register('description')} />
                </Field>
              </div>
              <datalist id={`${listId}-issuers`}>
                {issuers.map((v) => (
                  <option key={v} value={v} />
                ))}
              </datalist>
              <datalist id={`${listId}-categories`}>
                {categories.map((v) => (
                  <option key={v} value={v} />
                ))}
              </datalist>
            </Panel>
            <Panel title="Skills">
              <TagField
                control={control}
                name="skills"
                id="c-skills"
                label="Skills"
                hint="The first three show on the card. Press Enter after each."
                itemLabel="skill"
                max={50}
              />
            </Panel>
          </>
        }
        side={
          <>
            <PublishingPanel
              register={register}
              idPrefix="c"
              toggles={[
                visibleToggle(),
                featuredToggle('Shown on the home page.'),
                {
                  name: 'verified',
                  id: 'verified',
                  label: 'Verified',
                  description: 'Shows a verified mark on the card.',
                },
              ]}
            />
            <ImagePanel
              title="Image"
              control={control}
              images={[{ name: 'image_url', id: 'c-image', label: 'Certificate image', aspect: 'aspect-[4/3]' }]}
            />
          </>
        }
      />
    </AdminForm>
  )
}
