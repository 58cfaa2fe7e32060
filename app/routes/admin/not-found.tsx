import { data } from 'react-router'

import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/not-found'

// Any /admin path no admin screen claims: a 404 inside the admin frame.
export const clientLoader = () => {
  throw data('Not found', { status: 404 })
}

export const meta: Route.MetaFunction = () => [{ title: 'Not found · Admin' }]

export default function AdminNotFound() {
  return null
}

export function ErrorBoundary() {
  return <AdminRouteError notFoundText="There is no admin screen at this address." />
}
