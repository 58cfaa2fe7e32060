import { Loader2 } from 'lucide-react'
import { useState } from 'react'

import { PROJECTS_PAGE_SIZE } from '../../../core/constants.ts'
import type { ProjectList } from '../../../core/schemas/project.ts'
import { buttonClass } from '../../components/ui/button.ts'
import { api } from '../../lib/api-client.ts'
import { plural } from '../../lib/format.ts'
import { toast } from '../../lib/toast.ts'
import { type CardProject, ProjectCard, toCardProject } from './project-card.tsx'

/** A card's width beside the 15rem filter column: 3 columns from 1280 px, 2 from 640 px. */
const GRID_CARD_SIZES =
  '(min-width: 1280px) 16rem, (min-width: 1024px) calc(50vw - 12rem), (min-width: 640px) calc(50vw - 2.25rem), calc(100vw - 2rem)'

/** The list with its "Load more" batches; the page remounts it (key) whenever the filters change. */
export const ProjectGrid = ({
  first,
  category,
  technology,
}: {
  first: { projects: CardProject[]; total: number; has_more: boolean }
  category: string | null
  technology: string | null
}) => {
  const [items, setItems] = useState<CardProject[]>(first.projects)
  const [total, setTotal] = useState(first.total)
  const [hasMore, setHasMore] = useState(first.has_more)
  const [loading, setLoading] = useState(false)

  // SPEC.md §2, §8: 12 per batch, skip-based; a failure says so and stops loading batches.
  const loadMore = async () => {
    setLoading(true)
    try {
      const next = await api.get<ProjectList>('/projects', {
        query: { skip: items.length, limit: PROJECTS_PAGE_SIZE, category, technology },
        fallback: 'Failed to fetch projects',
      })
      setItems((prev) => [...prev, ...next.projects.filter((p) => !prev.some((q) => q.id === p.id)).map(toCardProject)])
      setTotal(next.total)
      setHasMore(next.has_more)
    } catch {
      toast.error('Failed to load projects')
      setHasMore(false)
    } finally {
      setLoading(false)
    }
  }

  return (
    <>
      <ul className="cards-deferred grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
        {items.map((p, i) => (
          <li key={p.id}>
            {/* The first cover is the page's largest paint on a phone: fetched first, not lazily. */}
            <ProjectCard project={p} headingLevel="h2" sizes={GRID_CARD_SIZES} priority={i === 0} />
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4">
        <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
          Showing {items.length} of {plural(total, 'project')}
        </p>
        {hasMore ? (
          <button
            type="button"
            onClick={() => void loadMore()}
            disabled={loading}
            className={buttonClass({ variant: 'outline' })}
          >
            {loading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {loading ? 'Loading…' : 'Load more projects'}
          </button>
        ) : null}
      </div>
    </>
  )
}
