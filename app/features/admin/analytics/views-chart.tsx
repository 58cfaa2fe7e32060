import { useEffect, useRef, useState } from 'react'

import type { Analytics } from '../../../../core/schemas/analytics.ts'
import { formatDate, plural } from '../../../lib/format.ts'

type Day = Analytics['views_per_day'][number]

const HEIGHT = 240
const PAD = { top: 16, right: 12, bottom: 28, left: 40 }

const niceMax = (n: number) => {
  if (n <= 4) return 4
  const pow = 10 ** Math.floor(Math.log10(n))
  const steps = [1, 2, 2.5, 5, 10]
  const step = steps.find((s) => s * pow >= n / 4) ?? 10
  return Math.ceil(n / (step * pow)) * step * pow
}

const shortDate = (day: string) => formatDate(day).replace(/, \d{4}$/, '')

/**
 * Views per day, projects and posts stacked, drawn as SVG at the container's real width (text
 * stays legible on a phone). A pointer shows the day's numbers; the same data is in a table.
 */
export const ViewsChart = ({ days }: { days: Day[] }) => {
  const box = useRef<HTMLDivElement>(null)
  const [width, setWidth] = useState(0)
  const [hover, setHover] = useState<number | null>(null)

  useEffect(() => {
    const el = box.current
    if (!el) return
    const ro = new ResizeObserver(([entry]) => setWidth(Math.floor(entry?.contentRect.width ?? 0)))
    ro.observe(el)
    return () => ro.disconnect()
  }, [])

  const total = days.reduce((s, d) => s + d.views, 0)
  const max = niceMax(Math.max(0, ...days.map((d) => d.views)))
  const innerW = Math.max(0, width - PAD.left - PAD.right)
  const innerH = HEIGHT - PAD.top - PAD.bottom
  const x = (i: number) => PAD.left + (days.length <= 1 ? innerW / 2 : (i / (days.length - 1)) * innerW)
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH
  const line = (values: number[]) =>
    values.map((v, i) => `${i ? 'L' : 'M'}${x(i).toFixed(1)},${y(v).toFixed(1)}`).join('')
  const area = (top: number[], bottom: number[]) =>
    `${line(top)}L${bottom
      .map((v, i) => [i, v] as const)
      .reverse()
      .map(([i, v]) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`)
      .join('L')}Z`
  const posts = days.map((d) => d.post_views)
  const all = days.map((d) => d.project_views + d.post_views)
  const zero = days.map(() => 0)
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(max * f))
  const labelEvery = Math.max(1, Math.ceil(days.length / Math.max(2, Math.floor(innerW / 70))))
  const hovered = hover === null ? null : days[hover]

  const onPointer = (clientX: number) => {
    const rect = box.current?.getBoundingClientRect()
    if (!rect || !days.length) return
    const rel = (clientX - rect.left - PAD.left) / Math.max(1, innerW)
    setHover(Math.max(0, Math.min(days.length - 1, Math.round(rel * (days.length - 1)))))
  }

  const first = days[0]
  const last = days[days.length - 1]
  return (
    <div>
      <div className="mb-3 flex flex-wrap gap-4 text-sm text-slate-700 dark:text-slate-300" aria-hidden="true">
        <span className="inline-flex items-center gap-2">
          <span className="h-2.5 w-2.5 rounded-full bg-brand-500" /> Project views
        </span>
        <span className="inline-flex items-center gap-2">
          <span className="h-2.5 w-2.5 rounded-full bg-violet-500" /> Post views
        </span>
      </div>
      <div ref={box} className="relative" onPointerLeave={() => setHover(null)}>
        {width > 0 ? (
          <svg
            width={width}
            height={HEIGHT}
            role="img"
            aria-label={`Views per day from ${first ? formatDate(first.day) : ''} to ${last ? formatDate(last.day) : ''}: ${total} in total. The numbers are in the table below.`}
            className="block touch-none text-slate-500 dark:text-slate-400"
            onPointerMove={(e) => onPointer(e.clientX)}
            onPointerDown={(e) => onPointer(e.clientX)}
          >
            {ticks.map((t) => (
              <g key={t}>
                <line
                  x1={PAD.left}
                  x2={width - PAD.right}
                  y1={y(t)}
                  y2={y(t)}
                  className="stroke-slate-200 dark:stroke-slate-800"
                  strokeDasharray={t ? '3 4' : undefined}
                />
                <text x={PAD.left - 8} y={y(t)} dy="0.32em" textAnchor="end" fontSize="11" fill="currentColor">
                  {t}
                </text>
              </g>
            ))}
            {days.map((d, i) => {
              const lastIndex = days.length - 1
              const shown = i === lastIndex || (i % labelEvery === 0 && (i === 0 || lastIndex - i >= labelEvery * 0.75))
              if (!shown) return null
              const anchor = i === 0 ? 'start' : i === lastIndex ? 'end' : 'middle'
              return (
                <text key={d.day} x={x(i)} y={HEIGHT - 8} textAnchor={anchor} fontSize="11" fill="currentColor">
                  {shortDate(d.day)}
                </text>
              )
            })}
            <path d={area(all, posts)} className="fill-brand-500/25" />
            <path d={area(posts, zero)} className="fill-violet-500/30" />
            <path d={line(all)} fill="none" className="stroke-brand-500" strokeWidth="2" strokeLinejoin="round" />
            <path d={line(posts)} fill="none" className="stroke-violet-500" strokeWidth="2" strokeLinejoin="round" />
            {hover !== null && hovered ? (
              <g>
                <line
                  x1={x(hover)}
                  x2={x(hover)}
                  y1={PAD.top}
                  y2={PAD.top + innerH}
                  className="stroke-slate-400 dark:stroke-slate-500"
                />
                <circle
                  cx={x(hover)}
                  cy={y(hovered.views)}
                  r="4"
                  className="fill-brand-600 stroke-white dark:stroke-slate-900"
                  strokeWidth="2"
                />
              </g>
            ) : null}
          </svg>
        ) : (
          <div style={{ height: HEIGHT }} />
        )}
        {hover !== null && hovered ? (
          <div
            className="pointer-events-none absolute top-2 z-10 rounded-xl border border-slate-200 bg-white px-3 py-2 text-xs shadow-lg dark:border-slate-700 dark:bg-slate-800"
            style={{ left: Math.min(Math.max(0, x(hover) - 70), Math.max(0, width - 150)) }}
            aria-hidden="true"
          >
            <p className="font-semibold text-slate-900 dark:text-white">{formatDate(hovered.day)}</p>
            <p className="text-slate-700 dark:text-slate-300">{plural(hovered.views, 'view')}</p>
            <p className="text-slate-600 dark:text-slate-400">
              {plural(hovered.project_views, 'project')} · {plural(hovered.post_views, 'post')}
            </p>
          </div>
        ) : null}
      </div>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">
          Show the numbers as a table
        </summary>
        <div className="mt-2 max-h-72 overflow-auto rounded-xl border border-slate-200 dark:border-slate-800">
          <table className="w-full text-left">
            <caption className="sr-only">Views per day</caption>
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase dark:bg-slate-900 dark:text-slate-400">
              <tr>
                <th scope="col" className="px-3 py-2">
                  Day
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Projects
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Posts
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 dark:divide-slate-800">
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatDate(d.day)}
                  </th>
                  <td className="px-3 py-1.5 text-right">{d.project_views}</td>
                  <td className="px-3 py-1.5 text-right">{d.post_views}</td>
                  <td className="px-3 py-1.5 text-right font-medium">{d.views}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  )
}
