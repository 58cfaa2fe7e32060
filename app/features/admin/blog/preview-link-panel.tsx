import { Check, Copy, Link2, Link2Off } from 'lucide-react'
import { useState } from 'react'

import type { PreviewLink } from '../../../../core/schemas/blog.ts'
import { buttonClass } from '../../../components/ui/button.ts'
import { Input } from '../../../components/ui/form.tsx'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'
import { formatLocalDateTime } from './publish-time.ts'

/**
 * "Share preview" (API.md, Publishing): a link that shows this draft or scheduled post, exactly
 * as it will look, to anyone holding it for 7 days, without an account. The link is shown only
 * when made (only its hash is kept); "Revoke" ends every link of the post.
 */
export const PreviewLinkPanel = ({ postId }: { postId: number }) => {
  const [link, setLink] = useState<PreviewLink | null>(null)
  const [busy, setBusy] = useState(false)
  const [copied, setCopied] = useState(false)
  const url = link ? `${window.location.origin}${link.url}` : ''

  const run = async (action: () => Promise<void>, fallback: string) => {
    setBusy(true)
    try {
      await action()
    } catch (err) {
      toast.error(errorMessage(err, fallback))
    } finally {
      setBusy(false)
    }
  }
  const create = () =>
    run(async () => {
      setLink(await adminApi.createPreviewLink(postId))
      setCopied(false)
    }, 'Failed to make a preview link')
  const revoke = () =>
    run(async () => {
      await adminApi.revokePreviewLinks(postId)
      setLink(null)
      toast.success('Preview links revoked: they no longer open the post.')
    }, 'Failed to revoke the preview links')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
      toast.success('Link copied.')
    } catch {
      toast.error('Copy failed: select the link and copy it by hand.')
    }
  }

  return (
    <Panel title="Share preview" description="Let someone read the post before it is live, without an account.">
      {link ? (
        <div className="space-y-3" role="status">
          <Input
            id="preview-link"
            aria-label="Preview link"
            readOnly
            value={url}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-base sm:text-xs"
          />
          <div className="flex flex-wrap items-center gap-2">
            <button type="button" className={buttonClass({ size: 'sm' })} onClick={() => void copy()}>
              {copied ? (
                <Check className="h-4 w-4" aria-hidden="true" />
              ) : (
                <Copy className="h-4 w-4" aria-hidden="true" />
              )}
              {copied ? 'Copied' : 'Copy'}
            </button>
            <button
              type="button"
              className={buttonClass({
                variant: 'ghost',
                size: 'sm',
                className: 'text-rose-700 hover:text-rose-800 dark:text-rose-400 dark:hover:text-rose-300',
              })}
              disabled={busy}
              onClick={() => void revoke()}
            >
              <Link2Off className="h-4 w-4" aria-hidden="true" />
              Revoke
            </button>
          </div>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Works until {formatLocalDateTime(link.expires_at)}. Shown only now: copy it before leaving.
          </p>
        </div>
      ) : (
        <div className="space-y-3">
          <button
            type="button"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            disabled={busy}
            onClick={() => void create()}
          >
            <Link2 className="h-4 w-4" aria-hidden="true" />
            Share preview
          </button>
          <p className="text-xs text-slate-600 dark:text-slate-400">
            Anyone with the link can read it for 7 days; search engines are asked not to index it.{' '}
            <button
              type="button"
              className="font-medium text-slate-700 underline underline-offset-2 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white"
              disabled={busy}
              onClick={() => void revoke()}
            >
              Revoke earlier links
            </button>
          </p>
        </div>
      )}
    </Panel>
  )
}
