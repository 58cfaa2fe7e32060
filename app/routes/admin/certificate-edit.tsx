import { adminApi } from '../../features/admin/api.ts'
import { CertificateForm } from '../../features/admin/certificates/certificate-form.tsx'
import { AdminEditPage } from '../../features/admin/ui/edit-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { ActiveBadge } from '../../features/admin/ui/status-badge.tsx'
import type { Route } from './+types/certificate-edit'

export const clientLoader = async ({ params }: Route.ClientLoaderArgs) => {
  const [certificate, categories, issuers] = await Promise.all([
    adminApi.getCertificate(Number(params.id)),
    adminApi.certificateCategories().catch(() => []),
    adminApi.certificateIssuers().catch(() => []),
  ])
  return { certificate, categories, issuers }
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.certificate.title ?? 'Edit certificate'} · Admin` },
]

export default function EditCertificate({ loaderData }: Route.ComponentProps) {
  const { certificate, categories, issuers } = loaderData
  return (
    <AdminEditPage
      title={certificate.title}
      kind="certificate"
      badge={<ActiveBadge active={certificate.is_active} />}
      back={{ to: '/admin/certificates', label: 'Certificates' }}
    >
      <CertificateForm key={certificate.id} certificate={certificate} categories={categories} issuers={issuers} />
    </AdminEditPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/certificates" backLabel="Back to certificates" />
}
