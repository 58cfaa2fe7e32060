import type { SiteProfile } from '../../../core/schemas/site.ts'

export const Stats = ({ stats, responseTime }: { stats: SiteProfile['stats']; responseTime: string }) => (
  <div className="relative overflow-hidden rounded-3xl bg-slate-900 px-6 py-12 shadow-xl sm:px-12 dark:bg-slate-900 dark:ring-1 dark:ring-slate-800">
    <div
      aria-hidden="true"
      className="absolute inset-0 bg-[radial-gradient(circle_at_20%_0%,rgb(59_130_246/0.35),transparent_50%),radial-gradient(circle_at_90%_100%,rgb(99_102_241/0.3),transparent_45%)]"
    />
    <dl className="relative grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-4">
      {stats.map((s) => (
        <div key={s.label} className="flex flex-col-reverse text-center">
          <dt className="mt-2 text-sm font-medium text-slate-300">{s.label}</dt>
          <dd className="text-4xl font-extrabold tracking-tight text-white sm:text-5xl">{s.value}</dd>
        </div>
      ))}
    </dl>
    <p className="relative mt-10 text-center text-sm text-slate-300">
      Average response time: <strong className="font-semibold text-white">{responseTime}</strong>
    </p>
  </div>
)
