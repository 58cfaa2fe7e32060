import { Heart } from 'lucide-react'
import { useState, useSyncExternalStore } from 'react'

import type { LikeResponse } from '../../../core/schemas/project.ts'
import { api } from '../../lib/api-client.ts'
import { cn } from '../../lib/cn.ts'
import { isStaticSite } from '../../lib/static-mode.ts'
import { toast } from '../../lib/toast.ts'

const STORAGE_KEY = 'liked_projects'
/** The count this browser saw after each like: a cached page may lag it, the button never shows less. */
const COUNTS_KEY = 'liked_counts'
const EVENT = 'folio:likes'

const readLiked = (): number[] => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(v) ? v.filter((x): x is number => typeof x === 'number') : []
  } catch {
    return []
  }
}

const readCount = (projectId: number): number => {
  try {
    const v: unknown = JSON.parse(localStorage.getItem(COUNTS_KEY) ?? '{}')
    const n = v && typeof v === 'object' ? (v as Record<string, unknown>)[projectId] : undefined
    return typeof n === 'number' ? n : 0
  } catch {
    return 0
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange)
  window.addEventListener('storage', onChange)
  return () => {
    window.removeEventListener(EVENT, onChange)
    window.removeEventListener('storage', onChange)
  }
}

const remember = (projectId: number, likes: number) => {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify([...new Set([...readLiked(), projectId])]))
    const counts: unknown = JSON.parse(localStorage.getItem(COUNTS_KEY) ?? '{}')
    localStorage.setItem(
      COUNTS_KEY,
      JSON.stringify({ ...(counts && typeof counts === 'object' ? counts : {}), [projectId]: likes }),
    )
  } catch {
    // Storage unavailable: the heart is filled for this visit only.
  }
  window.dispatchEvent(new Event(EVENT))
}

/**
 * POST /projects/{id}/like; the count changes at once (the server counts one like per visitor
 * and answers with the real total). The browser remembers what it liked to show the filled heart,
 * and the count it saw then: a cached page whose counters lag shows at least that (never 58 → 57).
 */
export const LikeButton = ({ projectId, initialLikes }: { projectId: number; initialLikes: number }) => {
  const [counted, setLikes] = useState(initialLikes)
  const seen = useSyncExternalStore(
    subscribe,
    () => readCount(projectId),
    () => 0,
  )
  const likes = Math.max(counted, seen)
  // What this browser liked before (unknown on the server: drawn unliked until hydrated).
  const remembered = useSyncExternalStore(
    subscribe,
    () => readLiked().includes(projectId),
    () => false,
  )
  const [likedNow, setLiked] = useState(false)
  const liked = remembered || likedNow
  const [busy, setBusy] = useState(false)

  const like = async () => {
    if (busy) return
    const wasLiked = liked
    setBusy(true)
    if (!wasLiked) {
      setLiked(true)
      setLikes(likes + 1)
    }
    try {
      const res = await api.post<LikeResponse>(`/projects/${projectId}/like`, undefined, {
        auth: false,
        fallback: 'Could not like this project',
      })
      setLikes(res.likes)
      setLiked(true)
      remember(projectId, res.likes)
    } catch (err) {
      if (!wasLiked) {
        setLiked(false)
        setLikes((n) => n - 1)
      }
      toast.error((err as Error).message || 'Could not like this project')
    } finally {
      setBusy(false)
    }
  }

  // The static export has no API to like through: the count only.
  if (isStaticSite()) {
    return (
      <span className="inline-flex h-10 items-center gap-2 px-1 text-sm font-semibold text-slate-700 dark:text-slate-300">
        <Heart className="h-4 w-4" aria-hidden="true" />
        <span data-testid="like-count" className="tabular-nums">
          {likes}
        </span>{' '}
        {likes === 1 ? 'like' : 'likes'}
      </span>
    )
  }

  return (
    <button
      type="button"
      onClick={() => void like()}
      aria-pressed={liked}
      className={cn(
        'group inline-flex h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition',
        liked
          ? 'border-rose-200 bg-rose-50 text-rose-700 dark:border-rose-900 dark:bg-rose-950/60 dark:text-rose-300'
          : 'border-slate-300 bg-white text-slate-700 hover:border-rose-300 hover:text-rose-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-rose-800 dark:hover:text-rose-300',
      )}
    >
      <Heart
        className={cn('h-4 w-4 transition-transform group-active:scale-125', liked && 'fill-current')}
        aria-hidden="true"
      />
      <span className="sr-only">Like this project: </span>
      <span data-testid="like-count" className="tabular-nums">
        {likes}
      </span>{' '}
      {likes === 1 ? 'like' : 'likes'}
    </button>
  )
}
