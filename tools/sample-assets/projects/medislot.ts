import { Bell, Calendar, Inbox, LayoutDashboard, Lock, Plus, Search, Settings, Users } from 'lucide-react'

import { coverStage, floatCard, galleryStage, icon, lineChart, type Palette, pill, project, rng, side } from '../kit.ts'

// ---------------------------------------------------------------------------------------------
// MediSlot — clinic booking API: docs and a receptionist calendar (teal)
// ---------------------------------------------------------------------------------------------

const MEDI: Palette = {
  accent: '#0d9488',
  soft: '#ccfbf1',
  bg: 'linear-gradient(135deg,#134e4a 0%,#0f766e 55%,#14b8a6 100%)',
  glow: '#5eead4',
}

const METHOD: Record<string, [string, string]> = {
  GET: ['#1d4ed8', '#dbeafe'],
  POST: ['#15803d', '#dcfce7'],
  PATCH: ['#b45309', '#fef3c7'],
  DELETE: ['#b91c1c', '#fee2e2'],
}
const method = (m: string, size = 10) => {
  const [fg, bg] = METHOD[m] ?? ['#334155', '#f1f5f9']
  return `<span class="mono" style="font-size:${size}px;font-weight:700;color:${fg};background:${bg};border-radius:5px;padding:2px 0;width:${size * 5.6}px;text-align:center;display:inline-block">${m}</span>`
}

/** Pretty-printed, colour-highlighted JSON for dark code panels. */
export const jsonHtml = (value: unknown, indent = 0): string => {
  const pad = '  '.repeat(indent)
  const key = (k: string) => `<span style="color:#7ee0d3">"${k}"</span>`
  if (Array.isArray(value)) return `[\n${value.map((v) => `${pad}  ${jsonHtml(v, indent + 1)}`).join(',\n')}\n${pad}]`
  if (value && typeof value === 'object')
    return `{\n${Object.entries(value)
      .map(([k, v]) => `${pad}  ${key(k)}: ${jsonHtml(v, indent + 1)}`)
      .join(',\n')}\n${pad}}`
  if (typeof value === 'string') return `<span style="color:#a5d6ff">"${value}"</span>`
  if (typeof value === 'number') return `<span style="color:#ffa657">${value}</span>`
  return `<span style="color:#ff7b72">${String(value)}</span>`
}

export const codePanel = (title: string, body: string, tabs: string[] = [], status = '') =>
  `<div style="background:#0d1117;border-radius:12px;overflow:hidden;border:1px solid #1f2937">
  <div class="between" style="padding:9px 14px;background:#161b22;border-bottom:1px solid #1f2937;color:#8b949e;font-size:11.5px;font-weight:600">
    <div class="row" style="gap:14px">${[title, ...tabs].map((t, i) => `<span style="${i === 0 ? 'color:#e6edf3' : ''}">${t}</span>`).join('')}</div>${status}</div>
  <pre class="mono" style="margin:0;padding:14px 16px;color:#c9d1d9;font-size:11.5px;line-height:1.6;white-space:pre">${body}</pre></div>`

const mediDocsSide = (active: string) => `<div class="side" style="width:232px;padding-top:16px">
  <div class="navhead" style="padding-top:0">Getting started</div>
  ${['Introduction', 'Authentication', 'Errors', 'Pagination', 'Webhooks'].map((t) => `<div class="nav" style="padding:6px 10px">${t}</div>`).join('')}
  <div class="navhead">Endpoints</div>
  ${[
    ['GET', '/availability', 'Search availability'],
    ['GET', '/bookings', 'List bookings'],
    ['POST', '/bookings', 'Create a booking'],
    ['PATCH', '/bookings/{id}', 'Reschedule'],
    ['DELETE', '/bookings/{id}', 'Cancel a booking'],
    ['GET', '/patients/{id}', 'Get a patient'],
    ['GET', '/therapists', 'List therapists'],
    ['GET', '/clinics', 'List clinics'],
  ]
    .map(
      ([m, , t]) =>
        `<div class="nav" style="padding:6px 10px;gap:8px;${t === active ? `background:${MEDI.soft};color:#0f766e;font-weight:600` : ''}">${method(m ?? '', 9)}<span style="font-size:12.5px">${t}</span></div>`,
    )
    .join('')}
</div>`

const mediTop = `<div class="between" style="padding:12px 22px;border-bottom:1px solid #e2e8f0;background:#fff">
  <div class="row" style="gap:10px"><div class="logo" style="background:${MEDI.accent}">${icon(Calendar, 16)}</div><b style="font-size:15px">MediSlot API</b>${pill('v2.3', '#0f766e', MEDI.soft)}</div>
  <div class="row"><div class="search">${icon(Search, 14)}Search the docs… <span style="margin-left:auto;border:1px solid #e2e8f0;border-radius:5px;padding:0 5px;font-size:10.5px">⌘K</span></div><span class="btn" style="background:${MEDI.accent}">${icon(Lock, 13)}Authorize</span></div>
</div>`

const paramRow = (name: string, type: string, req: boolean, desc: string) =>
  `<div style="padding:11px 0;border-bottom:1px solid #f1f5f9"><div class="row" style="gap:8px"><span class="mono" style="font-weight:700;font-size:12px">${name}</span><span class="small muted mono">${type}</span>${
    req ? '<span class="small" style="color:#dc2626;font-weight:600">required</span>' : ''
  }</div><div class="small muted" style="margin-top:3px">${desc}</div></div>`

const mediCreateDoc = `<div style="display:flex;flex-direction:column;height:100%;background:#fff">${mediTop}
<div style="display:flex;flex:1;min-height:0">${mediDocsSide('Create a booking')}
  <div style="flex:1;padding:22px 26px;min-width:0">
    <div class="small" style="color:${MEDI.accent};font-weight:700">Bookings</div>
    <div class="h1" style="margin-top:4px">Create a booking</div>
    <div class="muted" style="margin-top:8px;line-height:1.6">Reserves a slot for a patient with a therapist. The slot is locked while the request runs, so two clients can never book the same room at the same time. Send an <span class="mono" style="font-size:11.5px;background:#f1f5f9;padding:1px 5px;border-radius:4px">Idempotency-Key</span> header to retry safely.</div>
    <div class="row" style="margin-top:14px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:9px;padding:9px 12px">${method('POST', 11)}<span class="mono" style="font-size:12.5px">/v2/bookings</span></div>
    <div class="h2" style="margin-top:18px">Request body</div>
    ${paramRow('patient_id', 'integer', true, 'The patient the booking is for.')}
    ${paramRow('therapist_id', 'integer', true, 'Who will run the session.')}
    ${paramRow('starts_at', 'string · date-time', true, 'Start time in UTC, from the availability search.')}
    ${paramRow('treatment', 'enum', true, 'assessment · follow_up · sports_massage · rehab')}
    ${paramRow('notes', 'string', false, 'Visible to the therapist only. Up to 500 characters.')}
  </div>
  <div style="width:380px;flex-shrink:0;background:#0b1220;padding:20px 18px;display:flex;flex-direction:column;gap:14px">
    ${codePanel(
      'cURL',
      `<span style="color:#ff7b72">curl</span> -X POST $MEDISLOT_API/v2/bookings \\
  -H <span style="color:#a5d6ff">"Authorization: Bearer $TOKEN"</span> \\
  -H <span style="color:#a5d6ff">"Idempotency-Key: 5f1c…"</span> \\
  -d <span style="color:#a5d6ff">'{"patient_id": 4821, …}'</span>`,
      ['Python', 'Node.js'],
    )}
    ${codePanel(
      'Response',
      jsonHtml({
        id: 90412,
        status: 'confirmed',
        patient_id: 4821,
        therapist: { id: 17, name: 'Inês Carvalho' },
        clinic: 'Lisboa · Campo de Ourique',
        starts_at: '2030-03-04T09:30:00Z',
        duration_minutes: 45,
        reminder_at: '2030-03-03T09:30:00Z',
      }),
      [],
      `<span style="color:#3fb950">● 201 Created</span>`,
    )}
  </div>
</div></div>`

const mediAvailabilityDoc = `<div style="display:flex;flex-direction:column;height:100%;background:#fff">${mediTop}
<div style="display:flex;flex:1;min-height:0">${mediDocsSide('Search availability')}
  <div style="flex:1;padding:22px 26px;min-width:0">
    <div class="small" style="color:${MEDI.accent};font-weight:700">Availability</div>
    <div class="h1" style="margin-top:4px">Search availability</div>
    <div class="muted" style="margin-top:8px;line-height:1.6">Free slots for a treatment, combining therapist shifts, room capacity, holidays and treatment length. Typical response time: under 40 ms for a two-week window.</div>
    <div class="row" style="margin-top:14px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:9px;padding:9px 12px">${method('GET', 11)}<span class="mono" style="font-size:12.5px">/v2/availability</span></div>
    <div class="h2" style="margin-top:18px">Query parameters</div>
    ${paramRow('clinic_id', 'integer', true, 'One of the clinics from GET /clinics.')}
    ${paramRow('treatment', 'enum', true, 'Sets the slot length: 30, 45 or 60 minutes.')}
    ${paramRow('from', 'string · date', true, 'First day to search, inclusive.')}
    ${paramRow('days', 'integer', false, 'How many days to search. 1–14, default 7.')}
    ${paramRow('therapist_id', 'integer', false, 'Only this therapist.')}
  </div>
  <div style="width:380px;flex-shrink:0;background:#0b1220;padding:20px 18px;display:flex;flex-direction:column;gap:14px">
    ${codePanel(
      'Response',
      jsonHtml({
        clinic_id: 3,
        treatment: 'follow_up',
        slots: [
          { starts_at: '2030-03-04T09:30:00Z', therapist_id: 17, room: 'B2' },
          { starts_at: '2030-03-04T10:15:00Z', therapist_id: 17, room: 'B2' },
          { starts_at: '2030-03-04T11:00:00Z', therapist_id: 22, room: 'A1' },
        ],
        total: 38,
        has_more: true,
      }),
      ['Schema'],
      `<span style="color:#3fb950">● 200 OK</span>`,
    )}
  </div>
</div></div>`

const THERAPY_COLORS: [string, string, string][] = [
  ['#0f766e', '#ccfbf1', '#99f6e4'],
  ['#1d4ed8', '#dbeafe', '#bfdbfe'],
  ['#7c3aed', '#ede9fe', '#ddd6fe'],
  ['#b45309', '#fef3c7', '#fde68a'],
]

const mediSchedule = (() => {
  const days = ['Mon 4', 'Tue 5', 'Wed 6', 'Thu 7', 'Fri 8']
  const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']
  const rowH = 56
  const r = rng(7)
  const names = [
    'Ana Costa',
    'João Reis',
    'Mia Schmidt',
    'Rui Lopes',
    'Beatriz Sá',
    'Tom Walsh',
    'Clara Neves',
    'Hugo Matos',
    'Leonor Dias',
    'Pedro Gil',
    'Sofia Brandão',
    'Nuno Faria',
  ]
  const kinds = ['Assessment', 'Follow-up', 'Sports massage', 'Rehab']
  const events = days.flatMap((_, d) => {
    const out: string[] = []
    let h = Math.round(r() * 3) / 4
    while (h < hours.length - 1) {
      const len = [0.5, 0.75, 1][Math.floor(r() * 3)] ?? 0.75
      const k = Math.floor(r() * 4)
      const [fg, bg, border] = THERAPY_COLORS[k] ?? THERAPY_COLORS[0]!
      const name = names[Math.floor(r() * names.length)] ?? ''
      if (!(h > 4 && h < 5))
        out.push(
          `<div style="position:absolute;left:${d * 20 + 0.4}%;width:19.2%;top:${h * rowH + 2}px;height:${len * rowH - 4}px;background:${bg};border-left:3px solid ${fg};border-radius:6px;padding:5px 8px;color:${fg};overflow:hidden;box-shadow:0 0 0 1px ${border} inset"><div style="font-weight:700;font-size:11.5px">${name}</div>${
            len > 0.5
              ? `<div style="font-size:10.5px;opacity:.85">${kinds[k]} · ${hours[Math.floor(h)]?.slice(0, 2)}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}</div>`
              : ''
          }</div>`,
        )
      h += len + (r() < 0.35 ? 0.5 : 0.25)
    }
    return out
  })
  return `<div class="app">${side(
    'MediSlot',
    'M',
    MEDI.accent,
    [
      [LayoutDashboard, 'Today'],
      [Calendar, 'Calendar'],
      [Users, 'Patients'],
      [Inbox, 'Requests'],
      [Bell, 'Reminders'],
      [Settings, 'Settings'],
    ],
    1,
    MEDI.soft,
    `<div class="navhead" style="margin-top:8px">Therapists</div>${[
      ['Inês Carvalho', THERAPY_COLORS[0]![0]],
      ['Marco Teixeira', THERAPY_COLORS[1]![0]],
      ['Helena Duarte', THERAPY_COLORS[2]![0]],
      ['André Pinto', THERAPY_COLORS[3]![0]],
    ]
      .map(
        ([n, c]) =>
          `<div class="nav" style="padding:6px 10px"><span style="width:10px;height:10px;border-radius:3px;background:${c}"></span>${n}</div>`,
      )
      .join('')}`,
  )}
  <div class="main" style="gap:12px">
    <div class="between"><div><div class="h1">March 4 – 8</div><div class="small muted">Campo de Ourique clinic · 6 rooms · 4 therapists</div></div>
    <div class="row"><span class="btn ghost">Today</span><span class="btn ghost">Week ▾</span><span class="btn" style="background:${MEDI.accent}">${icon(Plus, 14)}New booking</span></div></div>
    <div class="card" style="padding:0;flex:1;overflow:hidden;display:flex;flex-direction:column">
      <div style="display:grid;grid-template-columns:56px 1fr;border-bottom:1px solid #e2e8f0"><div></div><div style="display:grid;grid-template-columns:repeat(5,1fr)">${days
        .map(
          (d, i) =>
            `<div style="padding:10px 12px;font-weight:600;font-size:12.5px;${i === 1 ? `color:${MEDI.accent}` : ''}">${d}</div>`,
        )
        .join('')}</div></div>
      <div style="display:grid;grid-template-columns:56px 1fr;flex:1">
        <div>${hours.map((h) => `<div style="height:${rowH}px;font-size:10.5px;color:#94a3b8;padding:4px 8px;text-align:right">${h}</div>`).join('')}</div>
        <div style="position:relative;background-image:linear-gradient(#f1f5f9 1px,transparent 1px),linear-gradient(90deg,#f1f5f9 1px,transparent 1px);background-size:20% ${rowH}px">
          <div style="position:absolute;left:20%;width:20%;top:${4.5 * rowH}px;height:${rowH}px;background:repeating-linear-gradient(45deg,#f8fafc,#f8fafc 6px,#eef2f7 6px,#eef2f7 12px);display:grid;place-items:center;font-size:10.5px;color:#94a3b8">Lunch</div>
          ${events.join('')}
          <div style="position:absolute;left:20%;width:20%;top:${3.6 * rowH}px;height:2px;background:#ef4444;z-index:2"><span style="position:absolute;left:-4px;top:-3px;width:8px;height:8px;border-radius:50%;background:#ef4444"></span></div>
        </div>
      </div>
    </div>
  </div></div>`
})()

project(
  'medislot',
  'cover',
  coverStage(MEDI, mediCreateDoc, {
    url: 'api.medislot.example.com/docs',
    float: floatCard(
      40,
      560,
      280,
      `<div class="small muted">p95 availability search</div><div class="row" style="justify-content:space-between;margin-top:4px"><b style="font-size:24px">38 ms</b>${pill('▼ 61%', '#15803d', '#dcfce7')}</div><div style="margin-top:8px">${lineChart(244, 46, [{ values: [96, 92, 88, 71, 64, 52, 47, 41, 39, 38], color: MEDI.accent, fill: true }])}</div>`,
    ),
  }),
)
project(
  'medislot',
  'docs',
  galleryStage(MEDI, mediAvailabilityDoc, { url: 'api.medislot.example.com/docs#availability' }),
)
project('medislot', 'schedule', galleryStage(MEDI, mediSchedule, { url: 'desk.medislot.example.com/calendar' }))
