import { adminApi } from '../../features/admin/api.ts'
import { CertificateForm } from '../../features/admin/certificates/certificate-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/certificate-create'

export const clientLoader = async () => {
  const [categories, issuers] = await Promise.all([
    adminApi.certificateCategories().catch(() => []),
    adminApi.certificateIssuers().catch(() => []),
  ])
  return { categories, issuers }
}

export const meta: Route.MetaFunction = () => [{ title: 'New certificate · Admin' }]

export default function CreateCertificate({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage title="New certificate" back={{ to: '/admin/certificates', label: 'Certificates' }}>
      <CertificateForm categories={loaderData.categories} issuers={loaderData.issuers} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/certificates" backLabel="Back to certificates" />
}
