import {
  BarChart3,
  CircleCheck,
  Clock,
  FolderKanban,
  Home,
  ListChecks,
  MessageCircle,
  Plus,
  Repeat,
  Search,
  Timer,
  Users,
  Zap,
} from 'lucide-react'

import {
  avatar,
  barChart,
  coverStage,
  floatCard,
  galleryStage,
  icon,
  initialsOf,
  kpi,
  lineChart,
  type Palette,
  pill,
  progress,
  project,
  side,
} from '../kit.ts'

// ---------------------------------------------------------------------------------------------
// TaskPilot — Kanban and sprint planner for small agencies (violet)
// ---------------------------------------------------------------------------------------------

const TASK: Palette = {
  accent: '#7c3aed',
  soft: '#ede9fe',
  bg: 'linear-gradient(135deg,#ede9fe 0%,#c4b5fd 55%,#8b5cf6 100%)',
  glow: '#a78bfa',
}

const LABELS: Record<string, [string, string]> = {
  Design: ['#be185d', '#fce7f3'],
  Frontend: ['#1d4ed8', '#dbeafe'],
  Backend: ['#0f766e', '#ccfbf1'],
  Bug: ['#b91c1c', '#fee2e2'],
  Content: ['#b45309', '#fef3c7'],
  Client: ['#6d28d9', '#ede9fe'],
}
const TEAM: [string, string][] = [
  ['Alex Morgan', '#7c3aed'],
  ['Rita Lobo', '#db2777'],
  ['Sam Cole', '#0891b2'],
  ['Nadia Reyes', '#ea580c'],
  ['Kai Brandt', '#16a34a'],
]

const taskCard = (
  title: string,
  labels: string[],
  who: number[],
  meta: string,
  o: { progress?: number; cover?: string } = {},
) =>
  `<div style="background:#fff;border:1px solid #e7e5f4;border-radius:10px;padding:11px 12px;box-shadow:0 1px 2px rgba(15,23,42,.05)">
  ${o.cover ? `<div style="height:54px;border-radius:7px;margin-bottom:9px;background:${o.cover}"></div>` : ''}
  <div class="row" style="gap:5px;flex-wrap:wrap">${labels.map((l) => pill(l, ...(LABELS[l] ?? ['#334155', '#f1f5f9']))).join('')}</div>
  <div style="font-weight:600;font-size:12.5px;margin-top:7px;line-height:1.35">${title}</div>
  ${o.progress !== undefined ? `<div style="margin-top:9px">${progress(o.progress, TASK.accent, 5)}</div>` : ''}
  <div class="between" style="margin-top:9px"><span class="small muted row" style="gap:4px">${meta}</span><div class="row" style="gap:0">${who
    .map((i, k) => {
      const [n, c] = TEAM[i] ?? TEAM[0]!
      return `<div style="margin-left:${k ? -7 : 0}px;border:2px solid #fff;border-radius:50%">${avatar(initialsOf(n), c, 22)}</div>`
    })
    .join('')}</div></div></div>`

const column = (title: string, count: number, color: string, cards: string[]) =>
  `<div style="flex:1;min-width:0;background:#f6f5fb;border-radius:12px;padding:10px;display:flex;flex-direction:column;gap:9px">
  <div class="between" style="padding:2px 4px"><div class="row" style="gap:7px"><span style="width:8px;height:8px;border-radius:50%;background:${color}"></span><b style="font-size:12.5px;white-space:nowrap">${title}</b><span class="small muted">${count}</span></div><span class="muted">${icon(Plus, 14)}</span></div>
  ${cards.join('')}</div>`

const taskSide = (active: number) =>
  side(
    'TaskPilot',
    'T',
    TASK.accent,
    [
      [Home, 'Home'],
      [FolderKanban, 'Boards'],
      [Repeat, 'Sprints'],
      [Timer, 'Time'],
      [Users, 'Clients'],
      [BarChart3, 'Reports'],
    ],
    active,
    TASK.soft,
    `<div class="navhead" style="margin-top:8px">Projects</div>${[
      ['Northwind rebrand', '#db2777'],
      ['Harbor Co. website', '#0891b2'],
      ['Lumen mobile app', '#ea580c'],
    ]
      .map(
        ([n, c]) =>
          `<div class="nav" style="padding:6px 10px"><span style="width:10px;height:10px;border-radius:3px;background:${c}"></span>${n}</div>`,
      )
      .join('')}`,
  )

const taskBoard = `<div class="app" style="background:#fff">${taskSide(1)}
<div class="main" style="gap:14px;padding:20px 22px">
  <div class="between"><div><div class="small muted">Harbor Co. website</div><div class="h1">Sprint 14 board</div></div>
  <div class="row"><div class="row" style="gap:0">${TEAM.map(([n, c], k) => `<div style="margin-left:${k ? -8 : 0}px;border:2px solid #fff;border-radius:50%">${avatar(initialsOf(n), c, 28)}</div>`).join('')}</div><span class="btn ghost">${icon(Search, 14)}Filter</span><span class="btn" style="background:${TASK.accent}">${icon(Plus, 14)}New task</span></div></div>
  <div class="row" style="gap:18px;border-bottom:1px solid #eee;padding-bottom:0;font-weight:600;color:#64748b">${[
    'Board',
    'List',
    'Timeline',
    'Files',
  ]
    .map(
      (t, i) =>
        `<span style="padding-bottom:9px;${i === 0 ? `color:${TASK.accent};border-bottom:2px solid ${TASK.accent}` : ''}">${t}</span>`,
    )
    .join('')}</div>
  <div style="display:flex;gap:12px;flex:1;min-height:0;align-items:flex-start">
    ${column('To do', 5, '#3b82f6', [
      taskCard('Team page with filterable staff cards', ['Design', 'Frontend'], [1, 0], 'Mar 9', {
        cover: 'linear-gradient(135deg,#fbcfe8,#c4b5fd)',
      }),
      taskCard('Image CDN and responsive sizes', ['Frontend'], [2], `${icon(Clock, 12)} 3h`),
      taskCard('Client review of the pricing copy', ['Content', 'Client'], [3], 'Mar 12'),
    ])}
    ${column('In progress', 3, '#f59e0b', [
      taskCard('Booking widget: time-zone aware slots', ['Frontend', 'Backend'], [0, 2], 'Mar 7', { progress: 65 }),
      taskCard('Fix: menu closes twice on iOS Safari', ['Bug'], [4], `${icon(MessageCircle, 12)} 6`, { progress: 30 }),
      taskCard('Case-study template', ['Design'], [1], 'Mar 8', { progress: 80 }),
    ])}
    ${column('Review', 2, '#8b5cf6', [
      taskCard('Contact form spam protection', ['Backend'], [2, 0], `${icon(ListChecks, 12)} 4/4`),
      taskCard('Homepage hero animation', ['Design', 'Frontend'], [1], `${icon(MessageCircle, 12)} 2`),
    ])}
    ${column('Done', 11, '#22c55e', [
      taskCard('CMS content model', ['Backend'], [0], `${icon(CircleCheck, 12)} Mar 2`),
      taskCard('Brand colours and type scale', ['Design'], [1, 3], `${icon(CircleCheck, 12)} Mar 1`),
    ])}
  </div>
</div></div>`

const taskSprint = (() => {
  const ideal = Array.from({ length: 11 }, (_, i) => 64 - (64 / 10) * i)
  const actual = [64, 61, 58, 52, 47, 42, 36, 30, 24, 18]
  return `<div class="app" style="background:#fafafe">${taskSide(2)}
<div class="main">
  <div class="between"><div><div class="small muted">Harbor Co. website · Mar 1 – Mar 14</div><div class="h1">Sprint 14</div></div><div class="row"><span class="btn ghost">Sprint settings</span><span class="btn" style="background:${TASK.accent}">Complete sprint</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Story points done', '46 / 64', '▲ on track')}${kpi('Tasks completed', '23', '▲ 6 this week')}${kpi('Hours logged', '86.5 h', '71% of capacity')}${kpi('Days remaining', '4', 'ends Fri, Mar 14')}</div>
  <div class="grid" style="grid-template-columns:1.55fr 1fr;flex:1;min-height:0">
    <div class="card"><div class="between"><div class="h2">Burndown</div><div class="row small muted" style="gap:14px"><span class="row" style="gap:5px"><span style="width:14px;height:3px;background:${TASK.accent};border-radius:2px"></span>Remaining</span><span class="row" style="gap:5px"><span style="width:14px;height:0;border-top:2px dashed #94a3b8"></span>Ideal</span></div></div>
    <div style="margin-top:14px">${lineChart(
      560,
      318,
      [
        { values: ideal, color: '#94a3b8', dash: true, width: 2 },
        { values: actual, color: TASK.accent, fill: true, width: 3 },
      ],
      { min: 0, max: 66, labels: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] },
    )}</div></div>
    <div class="card" style="display:flex;flex-direction:column;gap:12px"><div class="h2">Capacity by person</div>
    ${TEAM.map(([n, c], i) => {
      const pct = [82, 64, 91, 48, 70][i] ?? 50
      return `<div><div class="between small"><span class="row" style="gap:8px">${avatar(initialsOf(n), c, 24)}<b style="font-weight:600">${n}</b></span><span class="muted">${Math.round(pct * 0.4)}h / 40h</span></div><div style="margin-top:7px">${progress(pct, c, 6)}</div></div>`
    }).join('')}
    <div style="margin-top:auto;background:${TASK.soft};border-radius:10px;padding:12px;color:#5b21b6" class="small"><b>Forecast:</b> at the current pace the sprint closes with 2 points left — move “Image CDN” to sprint 15?</div>
    </div>
  </div>
</div></div>`
})()

const taskTime = (() => {
  const rows: [string, string, string, number[]][] = [
    ['Booking widget', 'Harbor Co.', '#0891b2', [3.5, 4, 2, 5, 1.5]],
    ['Case-study template', 'Harbor Co.', '#0891b2', [1, 0, 2.5, 1, 2]],
    ['Logo refinements', 'Northwind', '#db2777', [2, 2.5, 0, 0, 1]],
    ['Design review call', 'Northwind', '#db2777', [0, 1, 0, 1, 0]],
    ['Push notifications', 'Lumen', '#ea580c', [1.5, 0, 3, 1.5, 2.5]],
    ['Sprint planning', 'Internal', '#64748b', [1, 0, 0, 0, 0.5]],
  ]
  const days = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7']
  const dayTotals = days.map((_, d) => rows.reduce((s, r) => s + (r[3][d] ?? 0), 0))
  const fmt = (h: number) => (h ? `${Math.floor(h)}:${h % 1 ? '30' : '00'}` : '<span style="color:#cbd5e1">—</span>')
  return `<div class="app" style="background:#fafafe">${taskSide(3)}
<div class="main">
  <div class="between"><div><div class="small muted">Week 10 · Mar 3 – Mar 7</div><div class="h1">Timesheet</div></div>
  <div class="row"><div class="row" style="gap:10px;background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:6px 8px 6px 14px"><span class="mono" style="font-weight:700;font-size:15px">01:24:37</span><span class="muted small">Booking widget</span><span class="btn" style="background:#ef4444;padding:6px 10px">■ Stop</span></div></div></div>
  <div class="card" style="padding:4px 8px"><table class="tight">
    <tr><th>Task</th><th>Client</th>${days.map((d) => `<th style="text-align:center">${d}</th>`).join('')}<th style="text-align:right">Total</th></tr>
    ${rows
      .map(
        ([t, c, col, h]) =>
          `<tr><td style="font-weight:600">${t}</td><td><span class="row" style="gap:6px"><span style="width:8px;height:8px;border-radius:50%;background:${col}"></span>${c}</span></td>${h
            .map((x) => `<td style="text-align:center" class="mono">${fmt(x)}</td>`)
            .join(
              '',
            )}<td style="text-align:right;font-weight:700" class="mono">${fmt(h.reduce((a, b) => a + b, 0))}</td></tr>`,
      )
      .join('')}
    <tr><td style="font-weight:700">Total</td><td></td>${dayTotals.map((x) => `<td style="text-align:center;font-weight:700" class="mono">${fmt(x)}</td>`).join('')}<td style="text-align:right;font-weight:800;color:${TASK.accent}" class="mono">${fmt(dayTotals.reduce((a, b) => a + b, 0))}</td></tr>
  </table></div>
  <div class="grid" style="grid-template-columns:1fr 1fr 1fr">
    ${[
      ['Harbor Co.', '#0891b2', 22.5, '€1,462.50'],
      ['Northwind', '#db2777', 10, '€650.00'],
      ['Lumen', '#ea580c', 8.5, '€552.50'],
    ]
      .map(
        ([c, col, h, eur]) =>
          `<div class="card"><div class="between"><span class="row" style="gap:8px;font-weight:600"><span style="width:10px;height:10px;border-radius:3px;background:${col}"></span>${c}</span>${pill('Billable', '#15803d', '#dcfce7')}</div><div class="between" style="margin-top:12px;align-items:flex-end"><div><div class="small muted">This month</div><div style="font-size:22px;font-weight:750">${h} h</div></div><div style="text-align:right"><div class="small muted">To invoice</div><b style="font-size:15px">${eur}</b></div></div></div>`,
      )
      .join('')}
  </div>
  <div class="card" style="padding:12px 16px"><div class="between"><div class="h2">Hours per day this month</div><span class="small muted">148.5 h logged · 122 h billable</span></div>
  <div style="margin-top:10px">${barChart(
    800,
    84,
    [6.5, 7, 8, 7.5, 5, 8, 9, 7.5, 6, 8.5, 7, 8, 7.5, 9, 7.5],
    [TASK.accent, '#a78bfa'],
    { labels: ['17', '18', '19', '20', '21', '24', '25', '26', '27', '28', '3', '4', '5', '6', '7'], gap: 14 },
  )}</div></div>
</div></div>`
})()

project(
  'taskpilot',
  'cover',
  coverStage(TASK, taskBoard, {
    url: 'app.taskpilot.example.com/boards/harbor',
    float: floatCard(
      900,
      590,
      260,
      `<div class="row" style="gap:10px"><div style="width:36px;height:36px;border-radius:10px;background:${TASK.soft};color:${TASK.accent};display:grid;place-items:center">${icon(Zap, 18)}</div><div><div style="font-weight:700">Rita moved a card</div><div class="small muted">Case-study template → Review</div></div></div>`,
    ),
  }),
)
project('taskpilot', 'sprint', galleryStage(TASK, taskSprint, { url: 'app.taskpilot.example.com/sprints/14' }))
project('taskpilot', 'time', galleryStage(TASK, taskTime, { url: 'app.taskpilot.example.com/time' }))
