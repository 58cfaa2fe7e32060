import { Activity, Calendar, FileText, Layers, LayoutDashboard, Settings, TrendingUp, Users } from 'lucide-react'

import {
  barChart,
  coverStage,
  donut,
  floatCard,
  galleryStage,
  icon,
  kpi,
  lineChart,
  type Palette,
  pill,
  progress,
  project,
  rng,
  side,
} from '../kit.ts'

// ---------------------------------------------------------------------------------------------
// Insight — dark SaaS analytics dashboard (blue → indigo)
// ---------------------------------------------------------------------------------------------

const INSIGHT: Palette = {
  accent: '#3b82f6',
  soft: 'rgba(59,130,246,.16)',
  bg: 'linear-gradient(135deg,#1e3a8a 0%,#312e81 60%,#4c1d95 100%)',
  glow: '#60a5fa',
}
const MONTHS = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']

const insightSide = (active: number) =>
  side(
    'Insight',
    'I',
    'linear-gradient(135deg,#3b82f6,#6366f1)',
    [
      [LayoutDashboard, 'Overview'],
      [TrendingUp, 'Revenue'],
      [Users, 'Customers'],
      [Layers, 'Cohorts'],
      [Activity, 'Churn'],
      [FileText, 'Reports'],
      [Settings, 'Settings'],
    ],
    active,
    INSIGHT.soft,
    `<div style="margin-top:auto;background:linear-gradient(135deg,rgba(59,130,246,.18),rgba(99,102,241,.18));border:1px solid rgba(99,102,241,.35);border-radius:12px;padding:12px" class="small"><b style="color:#e2e8f0">Weekly digest</b><div class="muted" style="margin-top:3px">Every Monday, 08:00 — to 4 people</div></div>`,
  ).replace(/color:#3b82f6;font-weight:600/g, 'color:#93c5fd;font-weight:600')

const insightTop = (title: string, sub: string) =>
  `<div class="between"><div><div class="h1">${title}</div><div class="small muted">${sub}</div></div>
  <div class="row"><span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">${icon(Calendar, 14)}Last 12 months</span><span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">All plans ▾</span><span class="btn" style="background:${INSIGHT.accent}">Export</span></div></div>`

const mrr = [318, 331, 345, 352, 371, 384, 399, 412, 428, 447, 463, 482]

const insightOverview = `<div class="app dark">${insightSide(0)}
<div class="main">
  ${insightTop('Overview', 'Acme Billing · all customers')}
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Monthly recurring revenue', '$482.1k', '▲ 4.2% vs February')}${kpi('Annual run rate', '$5.79M', '▲ 51.6% year on year')}${kpi('Net revenue retention', '112%', '▲ 3 pts')}${kpi('Customer churn', '2.1%', '▼ 0.3 pts', true)}</div>
  <div class="grid" style="grid-template-columns:1.7fr 1fr;flex:1;min-height:0">
    <div class="card"><div class="between"><div><div class="h2">MRR</div><div class="small muted">Monthly recurring revenue, thousands of USD</div></div><div class="row small muted" style="gap:12px"><span class="row" style="gap:5px"><span style="width:10px;height:10px;border-radius:3px;background:#3b82f6"></span>This year</span><span class="row" style="gap:5px"><span style="width:10px;height:10px;border-radius:3px;background:#475569"></span>Last year</span></div></div>
    <div style="margin-top:14px;position:relative">${lineChart(
      436,
      330,
      [
        { values: mrr.map((v) => v * 0.66 + 8), color: '#475569', width: 2, dash: true },
        { values: mrr, color: '#3b82f6', fill: true, width: 3 },
      ],
      { min: 180, max: 500, grid: '#1b2740', labels: MONTHS, labelColor: '#64748b' },
    )}
    <div style="position:absolute;left:300px;top:14px;background:#0b1220;border:1px solid #1e293b;border-radius:10px;padding:8px 10px;box-shadow:0 10px 24px -8px rgba(0,0,0,.6)" class="small"><div class="muted">February</div><b style="font-size:14px">$463.4k</b></div></div></div>
    <div style="display:flex;flex-direction:column;gap:14px">
      <div class="card"><div class="h2">MRR movement · March</div>
      ${[
        ['New', '+$38.2k', 78, '#22c55e'],
        ['Expansion', '+$21.5k', 44, '#3b82f6'],
        ['Contraction', '−$6.1k', 13, '#f59e0b'],
        ['Churn', '−$10.4k', 21, '#ef4444'],
      ]
        .map(
          ([l, v, pct, c]) =>
            `<div style="margin-top:12px"><div class="between small"><span class="muted">${l}</span><b>${v}</b></div><div style="margin-top:6px">${progress(Number(pct), String(c), 8)}</div></div>`,
        )
        .join('')}</div>
      <div class="card" style="flex:1"><div class="h2">Revenue by plan</div><div class="row" style="gap:16px;margin-top:12px">${donut(
        108,
        [
          [52, '#3b82f6'],
          [31, '#8b5cf6'],
          [17, '#22d3ee'],
        ],
        16,
        '#1e293b',
        '<b style="font-size:14px">3 plans</b>',
      )}<div class="small" style="display:grid;gap:8px">${[
        ['Scale', '52%', '#3b82f6'],
        ['Growth', '31%', '#8b5cf6'],
        ['Starter', '17%', '#22d3ee'],
      ]
        .map(
          ([n, v, c]) =>
            `<div class="row" style="gap:8px"><span style="width:9px;height:9px;border-radius:3px;background:${c}"></span><span class="muted" style="width:54px">${n}</span><b>${v}</b></div>`,
        )
        .join('')}</div></div></div>
    </div>
  </div>
</div></div>`

const insightCohorts = (() => {
  const cohorts = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']
  const r = rng(11)
  const rows = cohorts.map((c, i) => {
    const size = Math.round(90 + r() * 80)
    const n = cohorts.length - i
    let v = 100
    const cells = Array.from({ length: 12 }, (_, m) => {
      if (m >= n) return '<td style="padding:3px"></td>'
      if (m > 0) v = Math.max(38, v - (m === 1 ? 9 + r() * 5 : 1.5 + r() * 3.2))
      const a = 0.12 + ((v - 38) / 62) * 0.78
      return `<td style="padding:3px"><div style="background:rgba(59,130,246,${a.toFixed(2)});border-radius:5px;padding:5px 0;text-align:center;color:${a > 0.45 ? '#fff' : '#cbd5e1'};font-size:11px;font-weight:600">${Math.round(v)}%</div></td>`
    }).join('')
    return `<tr><td style="padding:3px 10px 3px 0;font-weight:600">${c}</td><td class="muted" style="padding:3px 10px 3px 0">${size}</td>${cells}</tr>`
  })
  return `<div class="app dark">${insightSide(3)}
<div class="main">
  ${insightTop('Cohort retention', 'Share of customers still subscribed, by signup month')}
  <div class="card" style="padding:12px 14px"><table style="font-size:12px"><tr><th style="border:0;padding:4px 10px 8px 0">Cohort</th><th style="border:0;padding:4px 10px 8px 0">Size</th>${Array.from({ length: 12 }, (_, m) => `<th style="border:0;text-align:center;padding:4px 0 8px">M${m}</th>`).join('')}</tr>${rows.join('')}</table></div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr)">
    <div class="card small"><div class="muted">Average month-1 retention</div><b style="font-size:20px">88.6%</b> <span class="up">▲ 2.4 pts</span></div>
    <div class="card small"><div class="muted">Best cohort</div><b style="font-size:20px">October</b> <span class="muted">71% at M5</span></div>
    <div class="card small"><div class="muted">Biggest drop-off</div><b style="font-size:20px">Month 1</b> <span class="muted">onboarding</span></div>
  </div>
</div></div>`
})()

const insightCustomers = `<div class="app dark">${insightSide(2)}
<div class="main">
  ${insightTop('Customers', '1,284 active customers · 38 at risk')}
  <div class="grid" style="grid-template-columns:1fr 260px;flex:1;min-height:0">
    <div class="card" style="padding:6px 10px"><table><tr><th>Customer</th><th>Plan</th><th style="text-align:right">MRR</th><th style="text-align:right">Seats</th><th>Health</th><th>Last active</th></tr>
    ${(
      [
        ['Northwind Traders', 'Scale', '$4,820', 86, 92, '2 min ago', '#3b82f6'],
        ['Bluebird Logistics', 'Scale', '$3,960', 64, 88, '1 h ago', '#8b5cf6'],
        ['Fernhill Studio', 'Growth', '$1,240', 18, 74, 'Today', '#22d3ee'],
        ['Orbit Health', 'Scale', '$3,410', 52, 41, '9 days ago', '#f59e0b'],
        ['Papercrane Books', 'Starter', '$290', 4, 95, 'Today', '#ec4899'],
        ['Kestrel Energy', 'Growth', '$1,680', 25, 67, 'Yesterday', '#22c55e'],
        ['Lumen Labs', 'Growth', '$1,120', 15, 33, '3 weeks ago', '#ef4444'],
        ['Harbor & Co.', 'Starter', '$340', 5, 81, 'Today', '#06b6d4'],
        ['Quartz Analytics', 'Scale', '$5,150', 97, 90, '5 min ago', '#a855f7'],
      ] as const
    )
      .map(([n, plan, m, seats, health, last, c]) => {
        const hc = health >= 70 ? '#22c55e' : health >= 45 ? '#f59e0b' : '#ef4444'
        const [pf, pb] =
          plan === 'Scale'
            ? ['#93c5fd', '#1d2b4a']
            : plan === 'Growth'
              ? ['#c4b5fd', '#2a2350']
              : ['#67e8f9', '#123540']
        return `<tr><td><div class="row"><div class="av" style="border-radius:8px;background:${c};width:26px;height:26px">${n[0]}</div><b style="font-weight:600">${n}</b></div></td><td>${pill(plan, pf, pb)}</td><td style="text-align:right;font-weight:600">${m}</td><td style="text-align:right" class="muted">${seats}</td><td><div class="row" style="gap:8px"><div style="width:70px">${progress(health, hc, 6)}</div><span class="small muted">${health}</span></div></td><td class="muted">${last}</td></tr>`
      })
      .join('')}</table></div>
    <div style="display:flex;flex-direction:column;gap:14px">
      <div class="card"><div class="h2">New customers</div><div class="small muted">per month</div><div style="margin-top:12px">${barChart(226, 120, [61, 58, 72, 66, 80, 77, 92, 88, 96, 104, 99, 118], ['#3b82f6'], { labels: MONTHS.map((m) => m[0] ?? ''), gap: 5, labelColor: '#64748b' })}</div></div>
      <div class="card" style="flex:1"><div class="h2">At risk</div>
      ${[
        ['Lumen Labs', 'No logins in 21 days'],
        ['Orbit Health', 'Seats down 30%'],
        ['Vega Retail', 'Failed payment'],
      ]
        .map(
          ([n, why]) =>
            `<div class="row" style="gap:10px;margin-top:12px"><span style="width:8px;height:8px;border-radius:50%;background:#ef4444"></span><div><b class="small">${n}</b><div class="small muted">${why}</div></div></div>`,
        )
        .join('')}</div>
    </div>
  </div>
</div></div>`

project(
  'insight',
  'cover',
  coverStage(INSIGHT, insightOverview, {
    url: 'insight.example.com/overview',
    dark: true,
    float: floatCard(
      36,
      580,
      250,
      `<div class="small muted" style="color:#94a3b8">Largest Contentful Paint</div><div class="row" style="gap:10px;margin-top:4px"><b style="font-size:24px">1.2 s</b>${pill('was 4.1 s', '#4ade80', 'rgba(34,197,94,.15)')}</div>`,
      true,
    ),
  }),
)
project('insight', 'cohorts', galleryStage(INSIGHT, insightCohorts, { url: 'insight.example.com/cohorts', dark: true }))
project(
  'insight',
  'customers',
  galleryStage(INSIGHT, insightCustomers, { url: 'insight.example.com/customers', dark: true }),
)
