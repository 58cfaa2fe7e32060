import { Eye, Power, RefreshCw, Send, Trash2, Webhook as WebhookIcon } from 'lucide-react'
import { type FormEvent, useState } from 'react'

import {
  WEBHOOK_EVENT_DESCRIPTIONS,
  type Webhook,
  type WebhookEvent,
  type WebhookWithSecret,
} from '../../../../core/schemas/webhook.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { buttonClass } from '../../../components/ui/button.ts'
import { Checkbox, Field, Input } from '../../../components/ui/form.tsx'
import { Spinner } from '../../../components/ui/spinner.tsx'
import { ApiError } from '../../../lib/api-client.ts'
import { errorMessage } from '../../../lib/form-errors.ts'
import { toast } from '../../../lib/toast.ts'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'
import { ConfirmButton } from '../ui/row-actions.tsx'
import { SecretBox } from './secret-box.tsx'
import { WebhookDeliveries } from './webhook-deliveries.tsx'

const GROUPS: { label: string; events: WebhookEvent[] }[] = [
  { label: 'Posts', events: ['post.published', 'post.updated', 'post.unpublished', 'post.deleted'] },
  { label: 'Projects', events: ['project.published', 'project.updated', 'project.deleted'] },
  { label: 'Visitors', events: ['contact.received', 'testimonial.submitted'] },
]

/** Which field a refusal names (`loc` ends in it). */
const fieldErrors = (err: unknown) => {
  const out: { url?: string; events?: string } = {}
  if (err instanceof ApiError)
    for (const e of err.errors ?? []) {
      const field = e.loc.find((l) => l === 'url' || l === 'events')
      if (field && !out[field]) out[field] = e.msg
    }
  return out
}

/**
 * Webhooks (docs/api/platform.md "Webhooks"): tell another system what happened here. Add an
 * endpoint and the events it wants; each one has its signing secret, a ping button, a switch and
 * its delivery log.
 */
export const WebhooksPanel = ({ initial }: { initial: Webhook[] }) => {
  const [items, setItems] = useState(initial)
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [events, setEvents] = useState<WebhookEvent[]>(['post.published'])
  const [errors, setErrors] = useState<{ url?: string; events?: string }>({})
  const [busy, setBusy] = useState(false)
  const [created, setCreated] = useState<WebhookWithSecret | null>(null)

  const toggle = (event: WebhookEvent, on: boolean) =>
    setEvents((list) => (on ? [...list, event] : list.filter((e) => e !== event)))

  const add = async (e: FormEvent) => {
    e.preventDefault()
    setBusy(true)
    setErrors({})
    try {
      const hook = await adminApi.createWebhook({ url, events, description })
      const { secret: _secret, ...listed } = hook
      setItems((list) => [listed, ...list])
      setCreated(hook)
      setUrl('')
      setDescription('')
    } catch (err) {
      const found = fieldErrors(err)
      if (found.url || found.events) setErrors(found)
      else toast.error(errorMessage(err, 'Failed to add the webhook'))
    } finally {
      setBusy(false)
    }
  }

  const replace = (hook: Webhook) => setItems((list) => list.map((w) => (w.id === hook.id ? hook : w)))

  return (
    <Panel
      title="Webhooks"
      description="Tell another system when something happens here: a post goes live, a message arrives. Each request is signed (Standard Webhooks) and retried until it gets through."
    >
      <form onSubmit={(e) => void add(e)} className="grid gap-4" noValidate>
        <Field id="webhook-url" label="Endpoint URL" error={errors.url} hint="Where the events are sent (POST, JSON).">
          <Input
            id="webhook-url"
            type="url"
            inputMode="url"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            placeholder="https://example.com/hooks/folio"
            maxLength={2000}
            invalid={Boolean(errors.url)}
            hasHint
            required
          />
        </Field>
        <Field id="webhook-description" label="Description (optional)">
          <Input
            id="webhook-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="Rebuild the static site"
            maxLength={500}
          />
        </Field>
        <fieldset aria-describedby={errors.events ? 'webhook-events-error' : undefined}>
          <legend className="mb-1.5 block text-sm font-medium text-slate-800 dark:text-slate-200">Events</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {GROUPS.map((g) => (
              <div key={g.label} className="grid content-start gap-2">
                <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-400">
                  {g.label}
                </p>
                {g.events.map((event) => (
                  <Checkbox
                    key={event}
                    id={`webhook-event-${event.replace('.', '-')}`}
                    label={<code className="text-[0.8125rem]">{event}</code>}
                    title={WEBHOOK_EVENT_DESCRIPTIONS[event]}
                    checked={events.includes(event)}
                    onChange={(e) => toggle(event, e.currentTarget.checked)}
                  />
                ))}
              </div>
            ))}
          </div>
          {errors.events ? (
            <p id="webhook-events-error" className="mt-2 text-sm text-rose-700 dark:text-rose-400">
              {errors.events}
            </p>
          ) : null}
        </fieldset>
        <div>
          <button type="submit" className={buttonClass()} disabled={busy}>
            {busy ? <Spinner /> : <WebhookIcon className="h-4 w-4" aria-hidden="true" />}
            Add webhook
          </button>
        </div>
      </form>

      {created ? (
        <SecretBox
          id="webhook-secret"
          label="Signing secret"
          note={`Webhook added. Its signing secret (Show secret finds it again) checks that requests come from this site:`}
          secret={created.secret}
          onDone={() => setCreated(null)}
        />
      ) : null}

      {items.length ? (
        <ul aria-label="Webhooks" className="mt-5 grid gap-3">
          {items.map((w) => (
            <WebhookItem
              key={w.id}
              hook={w}
              onChange={replace}
              onDelete={() => setItems((list) => list.filter((x) => x.id !== w.id))}
            />
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-sm text-slate-700 dark:text-slate-300">
          No webhooks yet. Add one to rebuild a static site when you publish, or to get messages in a chat.
        </p>
      )}
    </Panel>
  )
}

const WebhookItem = ({
  hook,
  onChange,
  onDelete,
}: {
  hook: Webhook
  onChange: (hook: Webhook) => void
  onDelete: () => void
}) => {
  const [secret, setSecret] = useState<string | null>(null)
  const [showLog, setShowLog] = useState(false)
  // Bumped to make the delivery log load again (after a ping).
  const [logVersion, setLogVersion] = useState(0)
  const [busy, setBusy] = useState<'ping' | 'switch' | null>(null)
  const name = hook.description || hook.url

  const ping = async () => {
    setBusy('ping')
    try {
      await adminApi.pingWebhook(hook.id)
      toast.success('Ping sent: see the deliveries for the answer.')
      setShowLog(true)
      setLogVersion((v) => v + 1)
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to send the ping'))
    } finally {
      setBusy(null)
    }
  }

  const setEnabled = async (enabled: boolean) => {
    setBusy('switch')
    try {
      onChange(await adminApi.updateWebhook(hook.id, { enabled }))
      toast.success(enabled ? 'Webhook turned on.' : 'Webhook turned off: no events are queued for it.')
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to change the webhook'))
    } finally {
      setBusy(null)
    }
  }

  const showSecret = async () => {
    try {
      setSecret((await adminApi.getWebhook(hook.id)).secret)
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to fetch the secret'))
    }
  }

  const remove = async () => {
    try {
      await adminApi.deleteWebhook(hook.id)
      onDelete()
      toast.success('Webhook deleted.')
    } catch (err) {
      toast.error(errorMessage(err, 'Failed to delete the webhook'))
    }
  }

  return (
    <li aria-label={name} className="rounded-xl border border-slate-200 p-3 text-sm dark:border-slate-800">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className="min-w-0 font-medium break-all text-slate-900 dark:text-slate-100">{hook.url}</span>
        {hook.enabled ? <Badge tone="green">On</Badge> : <Badge tone="amber">Off</Badge>}
      </div>
      {hook.description ? <p className="mt-0.5 text-slate-700 dark:text-slate-300">{hook.description}</p> : null}
      <p className="mt-1.5 flex flex-wrap gap-1.5" aria-label="Events">
        {hook.events.map((e) => (
          <Badge key={e} tone="cyan">
            {e}
          </Badge>
        ))}
      </p>
      {hook.disabled_reason ? (
        <p className="mt-2 text-amber-800 dark:text-amber-300">{hook.disabled_reason}</p>
      ) : hook.consecutive_failures ? (
        <p className="mt-2 text-amber-800 dark:text-amber-300">
          The last {hook.consecutive_failures === 1 ? 'delivery' : `${hook.consecutive_failures} deliveries`} failed.
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          onClick={() => void ping()}
          disabled={busy !== null}
        >
          {busy === 'ping' ? <Spinner /> : <Send className="h-4 w-4" aria-hidden="true" />}
          Send ping
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'secondary', size: 'sm' })}
          aria-expanded={showLog}
          onClick={() => setShowLog((v) => !v)}
        >
          <RefreshCw className="h-4 w-4" aria-hidden="true" />
          {showLog ? 'Hide deliveries' : 'Deliveries'}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          onClick={() => void setEnabled(!hook.enabled)}
          disabled={busy !== null}
        >
          {busy === 'switch' ? <Spinner /> : <Power className="h-4 w-4" aria-hidden="true" />}
          {hook.enabled ? 'Turn off' : 'Turn on'}
        </button>
        <button
          type="button"
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          onClick={() => (secret ? setSecret(null) : void showSecret())}
        >
          <Eye className="h-4 w-4" aria-hidden="true" />
          {secret ? 'Hide secret' : 'Show secret'}
        </button>
        <ConfirmButton
          className={buttonClass({ variant: 'ghost', size: 'sm' })}
          confirm={{
            title: 'Delete this webhook?',
            description: `${hook.url} gets no more events; deliveries still waiting are dropped.`,
            confirmLabel: 'Delete webhook',
          }}
          onConfirm={() => remove()}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete
        </ConfirmButton>
      </div>
      {secret ? (
        <SecretBox
          id={`webhook-secret-${hook.id}`}
          label="Signing secret"
          note="The signing secret: check each request’s webhook-signature with it."
          secret={secret}
          onDone={() => setSecret(null)}
        />
      ) : null}
      {showLog ? <WebhookDeliveries webhookId={hook.id} version={logVersion} /> : null}
    </li>
  )
}
