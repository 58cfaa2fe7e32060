import {
  Activity,
  Bell,
  CircleCheck,
  Clock,
  Layers,
  LayoutDashboard,
  Package,
  RefreshCw,
  Repeat,
  Search,
  Settings,
} from 'lucide-react'

import {
  barChart,
  coverStage,
  floatCard,
  galleryStage,
  icon,
  lineChart,
  type Palette,
  pill,
  progress,
  project,
  series,
  side,
} from '../kit.ts'
import { codePanel, jsonHtml } from './medislot.ts'

// ---------------------------------------------------------------------------------------------
// StockSync — event-driven inventory service: ops console (slate → cyan)
// ---------------------------------------------------------------------------------------------

const STOCK: Palette = {
  accent: '#06b6d4',
  soft: 'rgba(6,182,212,.15)',
  bg: 'linear-gradient(135deg,#0f172a 0%,#0e3a4d 55%,#0e7490 100%)',
  glow: '#22d3ee',
}

const stockSide = (active: number) =>
  side(
    'StockSync',
    'S',
    'linear-gradient(135deg,#06b6d4,#0ea5e9)',
    [
      [LayoutDashboard, 'Overview'],
      [Repeat, 'Channels'],
      [Layers, 'Queues'],
      [Activity, 'Events'],
      [Package, 'Products'],
      [Bell, 'Alerts'],
      [Settings, 'Settings'],
    ],
    active,
    STOCK.soft,
    `<div class="navhead" style="margin-top:8px">Workers</div>${[
      ['orders-consumer', '3 pods'],
      ['stock-publisher', '2 pods'],
      ['reconciler', '1 pod'],
    ]
      .map(
        ([n, pods]) =>
          `<div class="nav" style="padding:6px 10px;justify-content:space-between;white-space:nowrap"><span class="row" style="gap:8px"><span style="width:7px;height:7px;border-radius:50%;background:#22c55e;box-shadow:0 0 6px #22c55e"></span><span class="mono" style="font-size:10.5px">${n}</span></span><span style="font-size:10.5px">${pods}</span></div>`,
      )
      .join('')}`,
  ).replace(/color:#06b6d4;font-weight:600/g, 'color:#67e8f9;font-weight:600')

const channel = (name: string, letter: string, color: string, status: string, latency: string, synced: string) =>
  `<div class="card"><div class="between"><div class="row" style="gap:10px"><div class="av" style="border-radius:9px;background:${color};width:32px;height:32px">${letter}</div><div><b>${name}</b><div class="small muted">${synced}</div></div></div>${pill(`● ${status}`, '#4ade80', 'rgba(34,197,94,.14)')}</div>
  <div class="between" style="margin-top:14px"><div><div class="small muted">p95 sync</div><b class="mono" style="font-size:16px">${latency}</b></div><div>${lineChart(120, 34, [{ values: series(letter.charCodeAt(0), 16, 50, 0, 30), color: STOCK.accent, width: 1.8 }])}</div></div></div>`

const LOG: [string, string, string, string, string][] = [
  ['10:42:18.204', 'order.created', 'shopify', 'SKU-VASE-SND-M −1 → 41', 'ok'],
  ['10:42:18.231', 'stock.reserved', 'core', 'SKU-VASE-SND-M reserved 1', 'ok'],
  ['10:42:18.402', 'stock.published', 'amazon', 'SKU-VASE-SND-M = 40', 'ok'],
  ['10:42:19.017', 'order.created', 'amazon', 'SKU-MUG-SLT −2 → 16', 'ok'],
  ['10:42:19.554', 'stock.published', 'warehouse', 'SKU-MUG-SLT = 14', 'retry'],
  ['10:42:20.130', 'stock.published', 'warehouse', 'SKU-MUG-SLT = 14', 'ok'],
  ['10:42:21.876', 'return.received', 'warehouse', 'SKU-CNDL-FIG +1 → 23', 'ok'],
  ['10:42:22.310', 'stock.published', 'shopify', 'SKU-CNDL-FIG = 23', 'ok'],
]
const logStatus = (s: string) =>
  s === 'ok'
    ? pill('ok', '#4ade80', 'rgba(34,197,94,.14)')
    : s === 'retry'
      ? pill('retry 1/5', '#fbbf24', 'rgba(245,158,11,.14)')
      : pill('dead-letter', '#f87171', 'rgba(239,68,68,.14)')

const stockOverview = `<div class="app dark">${stockSide(0)}
<div class="main">
  <div class="between"><div><div class="h1">Overview</div><div class="small muted">Casa Linho · 3 channels · 1,842 SKUs</div></div><div class="row">${pill('● All systems normal', '#4ade80', 'rgba(34,197,94,.14)')}<span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">${icon(RefreshCw, 14)}Reconcile now</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr)">${channel('Shopify', 'S', '#16a34a', 'Healthy', '182 ms', 'synced 2 s ago')}${channel('Amazon', 'A', '#f59e0b', 'Healthy', '640 ms', 'synced 5 s ago')}${channel('Warehouse', 'W', '#6366f1', 'Healthy', '310 ms', 'synced 1 s ago')}</div>
  <div class="grid" style="grid-template-columns:1.5fr 1fr">
    <div class="card"><div class="between"><div class="h2">Events per minute</div><span class="small muted">last 6 hours</span></div><div style="margin-top:10px">${lineChart(
      440,
      140,
      [
        { values: series(3, 36, 120, 2, 60).map((v) => Math.max(40, v)), color: STOCK.accent, fill: true, width: 2 },
        { values: series(5, 36, 40, 0.5, 20).map((v) => Math.max(10, v)), color: '#a78bfa', width: 1.6 },
      ],
      { grid: '#1b2740', labels: ['05:00', '06:00', '07:00', '08:00', '09:00', '10:00'], labelColor: '#64748b' },
    )}</div></div>
    <div class="card"><div class="h2">Queues</div>${[
      ['orders.created', 12, 8],
      ['stock.updated', 34, 22],
      ['stock.publish', 7, 5],
      ['dead-letter', 0, 0],
    ]
      .map(
        ([q, depth, pct]) =>
          `<div style="margin-top:11px"><div class="between small"><span class="mono" style="font-size:11px">${q}</span><b class="mono">${depth}</b></div><div style="margin-top:5px">${progress(Number(pct) + (depth ? 2 : 0), q === 'dead-letter' ? '#ef4444' : STOCK.accent, 6)}</div></div>`,
      )
      .join('')}</div>
  </div>
  <div class="card" style="padding:6px 10px;flex:1"><table class="mono" style="font-size:11.5px"><tr><th>Time</th><th>Event</th><th>Channel</th><th>Change</th><th>Status</th></tr>${LOG.slice(
    0,
    5,
  )
    .map(
      ([t, e, c, ch, st]) =>
        `<tr><td class="muted">${t}</td><td style="color:#67e8f9">${e}</td><td>${c}</td><td>${ch}</td><td>${logStatus(st)}</td></tr>`,
    )
    .join('')}</table></div>
</div></div>`

const queueCard = (
  name: string,
  depth: number,
  rate: string,
  consumers: number,
  vals: number[],
  color: string,
  warn = false,
) =>
  `<div class="card"><div class="between"><span class="mono" style="font-weight:700;font-size:12.5px">${name}</span>${
    warn ? pill('needs attention', '#f87171', 'rgba(239,68,68,.14)') : pill('flowing', '#4ade80', 'rgba(34,197,94,.14)')
  }</div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr);margin-top:12px;gap:8px">${[
    ['Depth', String(depth)],
    ['Rate', rate],
    ['Consumers', String(consumers)],
  ]
    .map(([l, v]) => `<div><div class="small muted">${l}</div><b class="mono" style="font-size:16px">${v}</b></div>`)
    .join('')}</div>
  <div style="margin-top:12px">${barChart(380, 56, vals, [color], { gap: 3, radius: 2 })}</div></div>`

const stockQueues = `<div class="app dark">${stockSide(2)}
<div class="main">
  <div class="between"><div><div class="h1">Queues</div><div class="small muted">RabbitMQ · vhost casa-linho · 4 queues</div></div><div class="search">${icon(Search, 14)}Filter queues…</div></div>
  <div class="grid" style="grid-template-columns:1fr 1fr">
    ${queueCard(
      'orders.created',
      12,
      '38/s',
      3,
      series(21, 40, 30, 0, 26).map((v) => Math.max(4, v)),
      STOCK.accent,
    )}
    ${queueCard(
      'stock.updated',
      34,
      '61/s',
      4,
      series(22, 40, 50, 0, 30).map((v) => Math.max(4, v)),
      '#38bdf8',
    )}
    ${queueCard(
      'stock.publish',
      7,
      '44/s',
      3,
      series(23, 40, 36, 0, 24).map((v) => Math.max(4, v)),
      '#a78bfa',
    )}
    ${queueCard('dead-letter', 3, '0/s', 0, [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2], '#ef4444', true)}
  </div>
  <div class="card" style="padding:6px 10px;flex:1"><div class="between" style="padding:8px 10px 4px"><div class="h2">Dead-lettered messages</div><span class="btn" style="background:${STOCK.accent};padding:6px 12px">${icon(RefreshCw, 13)}Replay all</span></div>
  <table class="mono" style="font-size:11.5px"><tr><th>Message</th><th>Routing key</th><th>Reason</th><th>Attempts</th><th></th></tr>
  ${[
    ['msg_8f21c0', 'stock.publish.amazon', 'HTTP 429 from channel', '5'],
    ['msg_8f1d77', 'stock.publish.amazon', 'HTTP 429 from channel', '5'],
    ['msg_8e90a4', 'stock.publish.warehouse', 'timeout after 10 s', '5'],
  ]
    .map(
      ([m, k, r, a]) =>
        `<tr><td style="color:#67e8f9">${m}</td><td>${k}</td><td style="color:#fca5a5">${r}</td><td>${a}</td><td style="text-align:right"><span class="pill" style="background:#0b1220;border:1px solid #1e293b;color:#cbd5e1">Replay</span></td></tr>`,
    )
    .join('')}</table></div>
</div></div>`

const stockEvents = `<div class="app dark">${stockSide(3)}
<div class="main">
  <div class="between"><div><div class="h1">Events</div><div class="small muted">Live · 2,318 events in the last 10 minutes</div></div><div class="row"><div class="search">${icon(Search, 14)}sku:SKU-MUG-SLT</div><span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">All channels ▾</span></div></div>
  <div class="grid" style="grid-template-columns:1.35fr 1fr;flex:1;min-height:0">
    <div class="card" style="padding:6px 10px"><table class="mono" style="font-size:11.5px"><tr><th>Time</th><th>Event</th><th>Channel</th><th>Status</th></tr>${LOG.map(
      ([t, e, c, , st], i) =>
        `<tr style="${i === 4 ? 'background:rgba(6,182,212,.08)' : ''}"><td class="muted">${t}</td><td style="color:#67e8f9">${e}</td><td>${c}</td><td>${logStatus(st)}</td></tr>`,
    ).join('')}</table></div>
    <div style="display:flex;flex-direction:column;gap:14px;min-height:0">
      ${codePanel(
        'Payload',
        jsonHtml({
          id: 'evt_01HV3K9Q2M',
          type: 'stock.published',
          channel: 'warehouse',
          sku: 'SKU-MUG-SLT',
          available: 14,
          reserved: 2,
          attempt: 1,
          trace_id: '4bf92f3577b34da6',
        }),
        ['Headers'],
        `<span style="color:#d29922">● retry 1/5</span>`,
      )}
      <div class="card small"><div class="row" style="gap:8px;color:#fbbf24;font-weight:700">${icon(Clock, 14)}Retried after 576 ms</div><div class="muted" style="margin-top:4px">Warehouse API answered 503; the next attempt succeeded. Back-off: 0.5 s, 2 s, 8 s, 30 s, 2 min.</div></div>
    </div>
  </div>
</div></div>`

project(
  'stocksync',
  'cover',
  coverStage(STOCK, stockOverview, {
    url: 'ops.stocksync.example.com',
    dark: true,
    float: floatCard(
      36,
      596,
      270,
      `<div class="row" style="gap:12px"><div style="width:38px;height:38px;border-radius:10px;background:rgba(34,197,94,.15);color:#4ade80;display:grid;place-items:center">${icon(CircleCheck, 20)}</div><div><div class="small" style="color:#94a3b8">Overselling incidents</div><div style="font-size:20px;font-weight:750">0 <span class="small" style="color:#94a3b8;font-weight:500">in 6 months</span></div></div></div>`,
      true,
    ),
  }),
)
project(
  'stocksync',
  'queues',
  galleryStage(STOCK, stockQueues, { url: 'ops.stocksync.example.com/queues', dark: true }),
)
project(
  'stocksync',
  'events',
  galleryStage(STOCK, stockEvents, { url: 'ops.stocksync.example.com/events', dark: true }),
)
