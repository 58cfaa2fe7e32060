import { useEffect, useState } from 'react'
import { Link } from 'react-router'

import type { Certificate } from '../../../../core/schemas/certificate.ts'
import { ExpiryNote } from '../../../components/ui/expiry-note.tsx'
import { adminApi } from '../api.ts'
import { Panel } from '../ui/admin-page.tsx'

/** Live certificates that have expired or expire within 60 days, soonest first. */
export const expiringCertificates = (all: Certificate[]) =>
  all
    .filter((c) => c.is_active && (c.expired || c.expires_soon))
    .sort((a, b) => (a.expiry_date ?? '').localeCompare(b.expiry_date ?? ''))

/** Dashboard card: certificates to renew (loads on its own, so the dashboard's overview stays small). */
export const ExpiringCertificatesPanel = () => {
  const [items, setItems] = useState<Certificate[] | null>(null)
  useEffect(() => {
    let live = true
    adminApi
      .listCertificates()
      .then((all) => live && setItems(expiringCertificates(all)))
      .catch(() => live && setItems([]))
    return () => {
      live = false
    }
  }, [])

  return (
    <Panel title="Certificates to renew" description="Expired, or expiring within 60 days">
      {items === null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">Loading…</p>
      ) : items.length ? (
        <ul className="space-y-3">
          {items.map((c) => (
            <li key={c.id}>
              <Link
                to={`/admin/certificates/${c.id}/edit`}
                className="block rounded-xl border border-slate-200 p-3 transition-colors hover:border-brand-300 dark:border-slate-800 dark:hover:border-brand-700"
              >
                <span className="block truncate text-sm font-semibold text-slate-900 dark:text-white">{c.title}</span>
                <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                  {c.issuer}
                  <ExpiryNote certificate={c} />
                </span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400">No certificate expires in the next 60 days.</p>
      )}
    </Panel>
  )
}
