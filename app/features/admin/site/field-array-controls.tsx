import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'

import { buttonClass } from '../../../components/ui/button.ts'

const icon = buttonClass({ variant: 'ghost', size: 'icon', className: 'h-9 w-9' })

/** Move up, move down and remove for one row of a repeatable group. */
export const RowControls = ({
  index,
  count,
  name,
  onMove,
  onRemove,
}: {
  index: number
  count: number
  name: string
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}) => (
  <div className="flex shrink-0 gap-0.5">
    <button
      type="button"
      className={icon}
      aria-label={`Move ${name} up`}
      disabled={index === 0}
      onClick={() => onMove(index, index - 1)}
    >
      <ArrowUp className="h-4 w-4" aria-hidden="true" />
    </button>
    <button
      type="button"
      className={icon}
      aria-label={`Move ${name} down`}
      disabled={index === count - 1}
      onClick={() => onMove(index, index + 1)}
    >
      <ArrowDown className="h-4 w-4" aria-hidden="true" />
    </button>
    <button
      type="button"
      className={`${icon} text-rose-700 hover:text-rose-800 dark:text-rose-400`}
      aria-label={`Remove ${name}`}
      onClick={() => onRemove(index)}
    >
      <Trash2 className="h-4 w-4" aria-hidden="true" />
    </button>
  </div>
)
