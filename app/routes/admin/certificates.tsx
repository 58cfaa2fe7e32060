import { Award } from 'lucide-react'

import { adminApi } from '../../features/admin/api.ts'
import { CertificatesTable } from '../../features/admin/certificates/certificates-table.tsx'
import { loadAdminList, STATUS_FILTER } from '../../features/admin/list-params.ts'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminEmpty } from '../../features/admin/ui/empty.tsx'
import { ListToolbar } from '../../features/admin/ui/list-toolbar.tsx'
import { ListResults, NewItemLink, statusTabs } from '../../features/admin/ui/list-results.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/certificates'

export const clientLoader = ({ request }: Route.ClientLoaderArgs) =>
  loadAdminList(request, STATUS_FILTER, async ({ filter, ...query }) => {
    const res = await adminApi.pageCertificates({ status: filter, ...query })
    return { items: res.certificates, total: res.total }
  })

export const meta: Route.MetaFunction = () => [{ title: 'Certificates · Admin' }]

export default function AdminCertificates({ loaderData }: Route.ComponentProps) {
  const { q, status, counts, items } = loaderData
  const newButton = <NewItemLink to="/admin/certificates/create">New certificate</NewItemLink>
  return (
    <AdminPage
      title="Certificates"
      description="Everything on /certificates. Deleted certificates are hidden from the site and can be restored."
      actions={newButton}
    >
      <ListToolbar q={q} searchLabel="Search certificates" current={status} tabs={statusTabs(counts)} />
      <ListResults
        list={loaderData}
        noun={['certificate', 'certificates']}
        empty={
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
        }
      >
        <CertificatesTable certificates={items} />
      </ListResults>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
