import { Award, Building2, Layers } from 'lucide-react'

/** The three figures under the certificates page title. */
export const CertificateSummary = ({
  total,
  categories,
  issuers,
}: {
  total: number
  categories: number
  issuers: number
}) => (
  <dl className="mt-10 grid max-w-2xl grid-cols-3 gap-3 sm:gap-4">
    {[
      { label: 'Certificates', value: total, icon: Award },
      { label: 'Categories', value: categories, icon: Layers },
      { label: 'Issuers', value: issuers, icon: Building2 },
    ].map(({ label, value, icon: Icon }) => (
      <div
        key={label}
        className="flex flex-col-reverse rounded-2xl border border-slate-200 bg-white/80 p-4 shadow-sm backdrop-blur sm:p-5 dark:border-slate-800 dark:bg-slate-900/80"
      >
        <dt className="mt-1 text-xs font-medium text-slate-600 sm:text-sm dark:text-slate-400">{label}</dt>
        <dd className="flex items-center gap-2 text-2xl font-extrabold text-slate-900 sm:text-3xl dark:text-white">
          <Icon className="hidden h-6 w-6 text-brand-600 sm:block dark:text-brand-400" aria-hidden="true" />
          {value}
        </dd>
      </div>
    ))}
  </dl>
)
