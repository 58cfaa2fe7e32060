import { data } from 'react-router'

import { NotFound } from '../components/layout/not-found.tsx'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/not-found'

// Any path no other route claims: the 404 page, with status 404 (SPEC.md §2).
export const loader = () => data(null, { status: 404 })

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(rootDataOf(matches), { title: 'Page not found', path: location.pathname, noindex: true })

export default function NotFoundRoute() {
  return (
    <div className="px-4">
      <NotFound />
    </div>
  )
}
