import { Share2 } from 'lucide-react'

import { buttonClass } from '../../components/ui/button.ts'
import { toast } from '../../lib/toast.ts'

/** SPEC.md §4: native share when the browser has it, else copy the page address. */
export const ShareButton = ({ title, text }: { title: string; text?: string }) => {
  const share = async () => {
    const url = window.location.href
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url })
        return
      } catch (err) {
        if ((err as Error).name === 'AbortError') return
      }
    }
    try {
      await navigator.clipboard.writeText(url)
      toast.success('Link copied to clipboard')
    } catch {
      toast.error('Could not copy the link')
    }
  }
  return (
    <button type="button" onClick={() => void share()} className={buttonClass({ variant: 'outline', size: 'sm' })}>
      <Share2 className="h-4 w-4" aria-hidden="true" />
      Share
    </button>
  )
}
