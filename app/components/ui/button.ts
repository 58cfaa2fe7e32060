import { cn } from '../../lib/cn.ts'

type Variant = 'primary' | 'secondary' | 'ghost' | 'outline' | 'white'
type Size = 'sm' | 'md' | 'lg' | 'icon'

/** A button's (or a button-styled link's) classes: `.btn` and its variants in app/ui.css. */
export const buttonClass = (opts: { variant?: Variant; size?: Size; className?: string } = {}) =>
  cn('btn', `btn-${opts.variant ?? 'primary'}`, `btn-${opts.size ?? 'md'}`, opts.className)
