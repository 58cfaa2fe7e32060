import type { SiteProfile } from '../../../core/schemas/site.ts'
import { useSiteText } from '../../lib/site-text.ts'

/** The figures in a dark panel; their look is `.stats` in app/ui.css (each figure: value over label). */
export const Stats = ({ stats, responseTime }: { stats: SiteProfile['stats']; responseTime: string }) => {
  const text = useSiteText()
  const label = text('home.stats.response_label')
  return (
    <div className="stats-panel">
      <div aria-hidden="true" className="stats-glow" />
      <dl className="stats">
        {stats.map((s) => (
          <div key={s.label}>
            <dt>{s.label}</dt>
            <dd>{s.value}</dd>
          </div>
        ))}
      </dl>
      <p className="relative mt-10 text-center text-sm text-slate-300">
        {label ? `${label} ` : null}
        <strong className="font-semibold text-white">{responseTime}</strong>
      </p>
    </div>
  )
}
