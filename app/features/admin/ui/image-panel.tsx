import type { ReactNode } from 'react'
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form'

import { Panel } from './admin-page.tsx'
import { ImageUpload } from './image-upload.tsx'

export interface ImageSlot<T extends FieldValues> {
  /** The form field holding the served URL ('' when there is none). */
  name: Path<T>
  id: string
  label: string
  kind?: 'image' | 'pdf'
  hint?: string
  aspect?: string
  frame?: string
}

/** One upload bound to a form field; its error is the field's own. */
export const ImageField = <T extends FieldValues, TT extends FieldValues = T>({
  control,
  slot,
}: {
  control: Control<T, unknown, TT>
  slot: ImageSlot<T>
}) => (
  <Controller
    control={control}
    name={slot.name}
    render={({ field, fieldState }) => (
      <ImageUpload
        id={slot.id}
        label={slot.label}
        kind={slot.kind}
        hint={slot.hint}
        aspect={slot.aspect}
        frame={slot.frame}
        value={field.value as string | null | undefined}
        onChange={(url) => field.onChange(url ?? '')}
        error={fieldState.error?.message}
      />
    )}
  />
)

/** The image panel of an admin form: its uploads, then anything else (a gallery). */
export const ImagePanel = <T extends FieldValues, TT extends FieldValues = T>({
  title,
  control,
  images,
  children,
}: {
  title: string
  control: Control<T, unknown, TT>
  images: ImageSlot<T>[]
  children?: ReactNode
}) => (
  <Panel title={title}>
    <div className="space-y-6">
      {images.map((slot) => (
        <ImageField key={slot.id} control={control} slot={slot} />
      ))}
      {children}
    </div>
  </Panel>
)
