import { zodResolver } from '@hookform/resolvers/zod'
import type { FieldValues, Resolver } from 'react-hook-form'
import type { z } from 'zod'

/**
 * The shared write schema as a form resolver. Empty inputs mean "no value": `nullable` fields
 * get null and `optional` ones undefined before the schema sees them (a date input gives '').
 */
export const formResolver = <S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  empty: {
    toNull?: readonly string[]
    toUndefined?: readonly string[]
    /** Last touches before the schema sees the values (an empty group of inputs → null). */
    prepare?: (values: FieldValues) => FieldValues
  } = {},
) => {
  const inner = zodResolver(schema as never) as unknown as Resolver<FieldValues>
  const resolver: Resolver<FieldValues> = (values, context, options) => {
    const cleaned: FieldValues = { ...values }
    for (const k of empty.toNull ?? []) if (cleaned[k] === '') cleaned[k] = null
    for (const k of empty.toUndefined ?? [])
      if (typeof cleaned[k] === 'string' && !cleaned[k].trim()) cleaned[k] = undefined
    return inner(empty.prepare ? empty.prepare(cleaned) : cleaned, context, options)
  }
  return resolver as unknown as Resolver<z.input<S> & FieldValues, unknown, z.output<S> & FieldValues>
}
