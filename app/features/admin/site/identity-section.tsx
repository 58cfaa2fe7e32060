import { Controller } from 'react-hook-form'

import { Field, Input, Textarea } from '../../../components/ui/form.tsx'
import { ImageUpload } from '../ui/image-upload.tsx'
import { type SectionProps, SiteSection } from './site-section.tsx'

export const IdentitySection = ({ control, register, errors: e }: SectionProps) => (
  <SiteSection
    id="identity"
    title="Identity"
    description="Your name is in the header, the footer and every page title."
  >
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="site-name" label="Name" required error={e.name?.message}>
        <Input id="site-name" invalid={!!e.name} {...register('name')} />
      </Field>
      <Field
        id="site-email"
        label="Contact email"
        required
        error={e.email?.message}
        hint="The contact form writes to it."
      >
        <Input id="site-email" type="email" hasHint invalid={!!e.email} {...register('email')} />
      </Field>
      <Field id="site-greeting" label="Greeting" required error={e.greeting?.message}>
        <Input id="site-greeting" invalid={!!e.greeting} {...register('greeting')} />
      </Field>
      <Field id="site-years" label="Years of experience" error={e.years_experience?.message}>
        <Input
          id="site-years"
          type="number"
          min={0}
          max={80}
          invalid={!!e.years_experience}
          {...register('years_experience', { valueAsNumber: true })}
        />
      </Field>
      <Field id="site-headline" label="Headline" required error={e.headline?.message} className="sm:col-span-2">
        <Input id="site-headline" invalid={!!e.headline} {...register('headline')} />
      </Field>
      <Field id="site-bio" label="About you" required error={e.bio?.message} className="sm:col-span-2">
        <Textarea id="site-bio" rows={4} invalid={!!e.bio} {...register('bio')} />
      </Field>
      <Field id="site-location" label="Location" error={e.location?.message} className="sm:col-span-2">
        <Input id="site-location" invalid={!!e.location} {...register('location')} />
      </Field>
      <Controller
        control={control}
        name="photo_url"
        render={({ field, fieldState }) => (
          <ImageUpload
            id="site-photo"
            label="Photo"
            value={field.value}
            onChange={(url) => field.onChange(url ?? '')}
            error={fieldState.error?.message}
            hint="Shown beside your greeting on the home page. Square works best."
            aspect="aspect-square"
            frame="max-w-[12rem]"
            className="sm:col-span-2"
          />
        )}
      />
    </div>
  </SiteSection>
)
