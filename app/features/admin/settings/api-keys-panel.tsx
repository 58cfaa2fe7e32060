import { KeyRound, Trash2 } from 'lucide-react'
import { type FormEvent, useState } from 'react'

import type { ApiKey, ApiKeyCreated, ApiKeyScope } from '../../../../core/schemas/api-key.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { Field, Input } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { cn } from '../../../lib/cn.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { formatDate, relativeTime } from '../../../lib/format.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'
import { ConfirmButton } from '../ui/row-actions.tsx'
import { SecretBox } from './secret-box.tsx'

const SCOPES: { value: ApiKeyScope; label: string; what: string }[] = [
  {
    value: 'content',
    label: 'Content',
    what: 'Reads your published projects, posts and profile from anywhere, e.g. a static site build. It cannot change anything.',
  },
  {
    value: 'admin',
    label: 'Admin',
    what: 'Does what you can do in this admin (writing, publishing, uploads), as you. It cannot manage keys, your account, two-factor sign-in or sessions.',
  },
]

/**
 * API keys for scripts and other sites (docs/api/platform.md "API keys"): create one with a
 * scope, see its secret once, and revoke it. The list never holds a secret, only its last 4.
 */
export const ApiKeysPanel = ({ initial }: { initial: ApiKey[] }) => {
  const [items, setItems] = useState(initial)
  const [name, setName] = useState('')
  const [scope, setScope] = useState<ApiKeyScope>('content')
  const [error, setError] = useState<string>()
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<ApiKeyCreated | null>(null)
  // "last used 3 minutes ago" is measured from when the list was loaded or last changed.
  const [now, setNow] = useState(() => Date.now())

  const create = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setError(undefined)
    try {
      const key = await adminApi.createApiKey({ name, scope })
      const { key: _secret, ...listed } = key
      setItems((list) => [listed, ...list])
      setNow(Date.now())
      setCreated(key)
      setName('')
    } catch (err) {
      if (err instanceof ApiError && err.errors?.length) setError(errorMessage(err, 'Check the name'))
      else toast.error(errorMessage(err, 'Failed to create the API key'))
    } finally {
      setBusy(false)
    }
  }

  const revoke = async (key: ApiKey) => {
    try {
      await adminApi.revokeApiKey(key.id)
      setItems((list) => list.filter((k) => k.id !== key.id))
      if (created?.id === key.id) setCreated(null)
      toast.success(`“${key.name}” is revoked: it no longer works.`)
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to revoke the API key'))
    }
  }

  return (
    <Panel
      title="API keys"
      description="Let scripts and other sites use your content: send a key as “Authorization: Bearer <key>” (or ?key= for content keys)."
    >
      <form onSubmit={(e) => void create(e)} className="grid gap-4" noValidate>
        <Field id="api-key-name" label="Name" error={error} hint="Where the key is used, so you know which to revoke.">
          <Input
            id="api-key-name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder="Static site build"
            maxLength={100}
            invalid={Boolean(error)}
            hasHint
            required
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">Scope</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SCOPES.map((s) => (
              <label
                key={s.value}
                className={cn(
                  'flex cursor-pointer gap-3 rounded-xl border p-3 text-sm transition-colors',
                  scope === s.value
                    ? 'border-brand-500 bg-brand-50 ring-brand-500 dark:border-brand-400 dark:bg-brand-950/40 ring-1'
                    : 'border-slate-200 hover:border-slate-300 dark:border-slate-800 dark:hover:border-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="api-key-scope"
                  value={s.value}
                  checked={scope === s.value}
                  onChange={() => setScope(s.value)}
                  className="accent-brand-600 mt-0.5 h-4 w-4 shrink-0"
                />
                <span>
                  <span className="block font-medium text-slate-900 dark:text-slate-100">{s.label}</span>
                  <span className="mt-0.5 block text-slate-700 dark:text-slate-300">{s.what}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <button type="submit" className={buttonClass()} disabled={busy}>
            {busy ? <Spinner /> : <KeyRound className="h-4 w-4" aria-hidden="true" />}
            Create key
          </button>
        </div>
      </form>

      {created ? (
        <SecretBox
          id="api-key-secret"
          label="New API key"
          note={`Copy “${created.name}” now: you won’t see this key again.`}
          secret={created.key}
          onDone={() => setCreated(null)}
        />
      ) : null}

      {items.length ? (
        <ul
          aria-label="API keys"
          className="mt-5 divide-y divide-slate-200 rounded-xl border border-slate-200 text-sm dark:divide-slate-800 dark:border-slate-800"
        >
          {items.map((k) => (
            <li key={k.id} className="flex items-center gap-3 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                  <span className="min-w-0 font-medium break-words text-slate-900 dark:text-slate-100">{k.name}</span>
                  <Badge tone={k.scope === 'admin' ? 'violet' : 'cyan'}>{k.scope}</Badge>
                  <span
                    className="font-mono text-xs text-slate-600 dark:text-slate-400"
                    title="The key’s last 4 characters"
                  >
                    …{k.hint}
                  </span>
                </div>
                <p className="mt-0.5 text-xs text-slate-600 dark:text-slate-400">
                  Created {formatDate(k.created_at)} ·{' '}
                  {k.last_used_at ? `last used ${relativeTime(k.last_used_at, now)}` : 'never used'}
                </p>
              </div>
              <ConfirmButton
                label={`Revoke ${k.name}`}
                className={buttonClass({ variant: 'ghost', size: 'sm', className: 'shrink-0' })}
                confirm={{
                  title: `Revoke “${k.name}”?`,
                  description: 'Anything using this key stops working at once. This cannot be undone.',
                  confirmLabel: 'Revoke key',
                }}
                onConfirm={() => revoke(k)}
              >
                <Trash2 className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only sm:not-sr-only">Revoke</span>
              </ConfirmButton>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          No keys yet. The public API needs none; a key lifts reads out of the per-address limit or lets a script act as
          you.
        </p>
      )}
    </Panel>
  )
}
