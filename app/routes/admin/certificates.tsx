import { Award, Plus } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from '../../components/ui/button.ts'
import { Pagination } from '../../components/ui/pagination.tsx'
import { adminApi } from '../../features/admin/api.ts'
import { CertificatesTable } from '../../features/admin/certificates/certificates-table.tsx'
import { loadAdminList, STATUS_FILTER } from '../../features/admin/list-params.ts'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar, withParams } from '../../features/admin/ui/list-toolbar.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/certificates'

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadAdminList(request, STATUS_FILTER, async ({ filter, ...query }) => {
    const res = await adminApi.pageCertificates({ status: filter, ...query })
    return { items: res.certificates, total: res.total }
  })

export const meta: Route.MetaFunction = () => [{ title: 'Certificates · Admin' }]

export default function AdminCertificates({ loaderData }: Route.ComponentProps) {
  const { q, status, counts, items, page, pages, total, search } = loaderData
  const newButton = (
    <Link to="/admin/certificates/create" className={buttonClass()}>
      <Plus className="h-4 w-4" aria-hidden="true" />
      New certificate
    </Link>
  )
  return (
    <AdminPage
      title="Certificates"
      description="Everything on /certificates. Deleted certificates are hidden from the site and can be restored."
      actions={newButton}
    >
      <ListToolbar
        q={q}
        searchLabel="Search certificates"
        current={status}
        tabs={[
          { value: 'active', label: 'Active', count: counts.active },
          { value: 'deleted', label: 'Deleted', count: counts.deleted },
          { value: 'all', label: 'All', count: counts.all },
        ]}
      />
      {items.length ? (
        <>
          <CertificatesTable certificates={items} />
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {total} {total === 1 ? 'certificate' : 'certificates'}
            {q ? ` matching “${q}”` : ''}
          </p>
          <div className="mt-4">
            <Pagination page={page} pages={pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
          </div>
        </>
      ) : (
        <AdminEmpty
          icon={Award}
          title={
            q
              ? `No certificates match “${q}”`
              : status === 'deleted'
                ? 'No deleted certificates'
                : 'No certificates yet'
          }
          description={q ? 'Try another search, or look under All.' : undefined}
          action={status !== 'deleted' && !q ? newButton : null}
        />
      )}
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
