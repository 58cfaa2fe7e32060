import {
  BarChart3,
  BookOpen,
  Calendar,
  Check,
  ChevronRight,
  FileText,
  GraduationCap,
  Home,
  Layers,
  ListChecks,
  type LucideIcon,
  MessageCircle,
  Play,
  Search,
  Server,
  Video,
} from 'lucide-react'

import {
  avatar,
  coverStage,
  floatCard,
  galleryStage,
  icon,
  initialsOf,
  kpi,
  type Palette,
  pill,
  progress,
  project,
  side,
} from '../kit.ts'

// ---------------------------------------------------------------------------------------------
// LearnHub — bootcamp learning platform (brand blue)
// ---------------------------------------------------------------------------------------------

const LEARN: Palette = {
  accent: '#2563eb',
  soft: '#dbeafe',
  bg: 'linear-gradient(135deg,#eff6ff 0%,#bfdbfe 50%,#60a5fa 100%)',
  glow: '#93c5fd',
}

const learnSide = (active: number) =>
  side(
    'LearnHub',
    'L',
    LEARN.accent,
    [
      [Home, 'Dashboard'],
      [BookOpen, 'My courses'],
      [ListChecks, 'Assignments'],
      [Calendar, 'Schedule'],
      [MessageCircle, 'Discussions'],
      [GraduationCap, 'Certificates'],
    ],
    active,
    LEARN.soft,
    `<div style="margin-top:auto;border-radius:12px;padding:12px;background:linear-gradient(135deg,#2563eb,#7c3aed);color:#fff" class="small"><b>Cohort 12 · Full-Stack</b><div style="opacity:.85;margin-top:3px">Week 9 of 16</div><div style="margin-top:8px;background:rgba(255,255,255,.25);border-radius:99px;height:6px"><div style="width:56%;height:100%;background:#fff;border-radius:99px"></div></div></div>`,
  )

const courseThumb = (a: string, b: string, I: LucideIcon, h = 92) =>
  `<div style="height:${h}px;border-radius:10px;background:linear-gradient(135deg,${a},${b});position:relative;overflow:hidden;display:grid;place-items:center;color:rgba(255,255,255,.95)">
  <div style="position:absolute;right:-20px;top:-20px;width:90px;height:90px;border-radius:50%;background:rgba(255,255,255,.14)"></div>
  <div style="position:absolute;left:-16px;bottom:-30px;width:70px;height:70px;border-radius:50%;background:rgba(255,255,255,.1)"></div>${icon(I, 30, 1.8)}</div>`

const course = (title: string, lessons: string, pct: number, a: string, b: string, I: LucideIcon) =>
  `<div class="card" style="padding:10px">${courseThumb(a, b, I)}<div style="font-weight:650;margin-top:10px">${title}</div><div class="small muted">${lessons}</div><div class="row" style="margin-top:9px;gap:8px"><div style="flex:1">${progress(pct, a, 6)}</div><b class="small">${pct}%</b></div></div>`

const learnDashboard = `<div class="app">${learnSide(0)}
<div class="main">
  <div class="between"><div><div class="h1">Welcome back, Maya</div><div class="small muted">You are 3 lessons away from this week’s goal.</div></div><div class="row"><div class="search">${icon(Search, 14)}Search lessons…</div>${avatar('MK', '#7c3aed', 34)}</div></div>
  <div class="card" style="display:flex;gap:18px;align-items:center;background:linear-gradient(135deg,#1e3a8a,#2563eb);color:#fff;border:0">
    <div style="width:150px;height:92px;border-radius:10px;background:#0f172a;display:grid;place-items:center;position:relative;overflow:hidden"><div style="position:absolute;inset:0;background:linear-gradient(135deg,rgba(59,130,246,.5),rgba(124,58,237,.4))"></div><div style="width:40px;height:40px;border-radius:50%;background:#fff;color:#1d4ed8;display:grid;place-items:center;position:relative">${icon(Play, 18)}</div></div>
    <div style="flex:1"><div class="small" style="opacity:.8;font-weight:600">CONTINUE LEARNING</div><div style="font-size:17px;font-weight:700;margin-top:3px">Spring Boot APIs · Validation and error handling</div><div class="small" style="opacity:.85;margin-top:2px">Lesson 7 of 12 · 14 min left</div><div style="margin-top:10px;width:70%;background:rgba(255,255,255,.25);border-radius:99px;height:6px"><div style="width:58%;height:100%;background:#fff;border-radius:99px"></div></div></div>
    <span class="btn" style="background:#fff;color:#1d4ed8">Resume ${icon(ChevronRight, 14)}</span>
  </div>
  <div class="between"><div class="h2">My courses</div><span class="small muted">View all</span></div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr)">
    ${course('React Fundamentals', '18 lessons · 6 h 20 min', 100, '#0ea5e9', '#6366f1', Layers)}
    ${course('Spring Boot APIs', '12 lessons · 5 h 05 min', 58, '#2563eb', '#7c3aed', Server)}
    ${course('SQL for Developers', '14 lessons · 4 h 40 min', 21, '#059669', '#0ea5e9', BarChart3)}
  </div>
  <div class="grid" style="grid-template-columns:1fr 1fr">
    <div class="card"><div class="h2">Upcoming live sessions</div>${[
      ['Thu', '12', 'Code review: REST API project', '18:00 · with Alex M.'],
      ['Sat', '14', 'Angular routing workshop', '10:00 · with Rui P.'],
    ]
      .map(
        ([d, n, t, w]) =>
          `<div class="row" style="gap:12px;margin-top:12px"><div style="width:44px;text-align:center;background:${LEARN.soft};color:${LEARN.accent};border-radius:10px;padding:5px 0"><div class="small" style="font-weight:600">${d}</div><b style="font-size:16px">${n}</b></div><div style="flex:1"><b class="small">${t}</b><div class="small muted">${w}</div></div>${icon(Video, 16)}</div>`,
      )
      .join('')}</div>
    <div class="card"><div class="h2">Assignments</div>${[
      ['Booking API · tests', 'Due in 2 days', 'In review', '#b45309', '#fef3c7'],
      ['Angular dashboard', 'Graded · 92/100', 'Passed', '#15803d', '#dcfce7'],
    ]
      .map(
        ([t, d, st, fg, bg]) =>
          `<div class="between" style="margin-top:12px"><div><b class="small">${t}</b><div class="small muted">${d}</div></div>${pill(st ?? '', fg ?? '', bg ?? '')}</div>`,
      )
      .join('')}</div>
  </div>
</div></div>`

const learnLesson = `<div class="app" style="background:#fff">
<div style="flex:1;display:flex;flex-direction:column;min-width:0">
  <div class="between" style="padding:12px 22px;border-bottom:1px solid #e2e8f0"><div class="row" style="gap:10px"><div class="logo" style="background:${LEARN.accent}">L</div><span class="small muted">Spring Boot APIs ›</span><b>Validation and error handling</b></div><div class="row"><span class="btn ghost">Notes</span><span class="btn" style="background:${LEARN.accent}">Mark complete ${icon(Check, 14)}</span></div></div>
  <div style="padding:18px 22px;display:flex;flex-direction:column;gap:14px;flex:1;min-height:0">
    <div style="height:360px;border-radius:14px;background:#0f172a;position:relative;overflow:hidden">
      <div style="position:absolute;left:28px;top:26px;right:300px;bottom:70px;border-radius:10px;background:#111827;border:1px solid #1f2937;padding:14px 16px" class="mono"><div style="color:#8b949e;font-size:11px;margin-bottom:8px">BookingController.java</div><pre style="margin:0;font-size:12px;line-height:1.65;color:#c9d1d9"><span style="color:#ff7b72">@PostMapping</span>(<span style="color:#a5d6ff">"/bookings"</span>)
<span style="color:#ff7b72">public</span> ResponseEntity&lt;BookingDto&gt; <span style="color:#d2a8ff">create</span>(
    <span style="color:#ff7b72">@Valid @RequestBody</span> CreateBooking body) {
  <span style="color:#ff7b72">var</span> booking = service.<span style="color:#d2a8ff">create</span>(body);
  <span style="color:#ff7b72">return</span> ResponseEntity.<span style="color:#d2a8ff">status</span>(<span style="color:#79c0ff">201</span>).<span style="color:#d2a8ff">body</span>(booking);
}</pre></div>
      <div style="position:absolute;right:28px;top:26px;width:250px;height:170px;border-radius:12px;background:linear-gradient(160deg,#334155,#1e293b);overflow:hidden"><div style="position:absolute;left:50%;bottom:-20px;transform:translateX(-50%);width:130px;height:110px;border-radius:65px 65px 10px 10px;background:#475569"></div><div style="position:absolute;left:50%;top:28px;transform:translateX(-50%);width:62px;height:62px;border-radius:50%;background:#64748b"></div><span class="pill" style="position:absolute;left:8px;bottom:8px;background:rgba(15,23,42,.7);color:#e2e8f0">Alex Morgan</span></div>
      <div style="position:absolute;left:0;right:0;bottom:0;padding:12px 18px;background:linear-gradient(transparent,rgba(0,0,0,.6));color:#fff" class="row"><span>${icon(Play, 16)}</span><span class="small mono">08:42 / 22:10</span><div style="flex:1;height:4px;border-radius:99px;background:rgba(255,255,255,.3)"><div style="width:39%;height:100%;background:#60a5fa;border-radius:99px"></div></div><span class="small">1.25×</span><span class="small">CC</span></div>
    </div>
    <div class="row" style="gap:22px;border-bottom:1px solid #e2e8f0;font-weight:600;color:#64748b">${[
      'Overview',
      'Resources',
      'Discussion (14)',
      'Exercise',
    ]
      .map(
        (t, i) =>
          `<span style="padding-bottom:9px;${i === 0 ? `color:${LEARN.accent};border-bottom:2px solid ${LEARN.accent}` : ''}">${t}</span>`,
      )
      .join('')}</div>
    <div class="muted" style="line-height:1.6;max-width:620px">Use Bean Validation annotations on request bodies and turn every failure into one consistent JSON error with a <span class="mono" style="font-size:11.5px;background:#f1f5f9;padding:1px 5px;border-radius:4px">@RestControllerAdvice</span>. In the exercise you will add validation to the booking endpoint and write tests for each rule.</div>
  </div>
</div>
<div style="width:300px;flex-shrink:0;border-left:1px solid #e2e8f0;background:#f8fafc;padding:18px 16px;display:flex;flex-direction:column;gap:4px">
  <div class="h2">Course content</div><div class="small muted" style="margin-bottom:8px">7 of 12 lessons complete</div>
  ${[
    ['Project setup with Spring Initializr', '12 min', 2],
    ['Entities and repositories', '18 min', 2],
    ['REST controllers', '16 min', 2],
    ['DTOs and mapping', '14 min', 2],
    ['Service layer and transactions', '20 min', 2],
    ['Pagination and sorting', '13 min', 2],
    ['Validation and error handling', '22 min', 1],
    ['Security with JWT', '25 min', 0],
    ['Testing with MockMvc', '19 min', 0],
    ['Docker and deployment', '17 min', 0],
  ]
    .map(
      ([t, m, st], i) =>
        `<div class="row" style="gap:10px;padding:8px;border-radius:9px;${st === 1 ? `background:${LEARN.soft}` : ''}"><span style="width:22px;height:22px;border-radius:50%;display:grid;place-items:center;flex-shrink:0;${
          st === 2
            ? 'background:#22c55e;color:#fff'
            : st === 1
              ? `background:${LEARN.accent};color:#fff`
              : 'border:1.5px solid #cbd5e1;color:#94a3b8'
        }">${st === 2 ? icon(Check, 12, 3) : st === 1 ? icon(Play, 10, 3) : `<span style="font-size:10px;font-weight:700">${i + 1}</span>`}</span><div style="min-width:0"><div class="small" style="font-weight:${st === 1 ? 700 : 500};white-space:nowrap;overflow:hidden;text-overflow:ellipsis;width:210px">${t}</div><div class="small muted">${m}</div></div></div>`,
    )
    .join('')}
</div></div>`

const learnProgress = `<div class="app">${learnSide(2)}
<div class="main">
  <div class="between"><div><div class="small muted">Mentor view · Cohort 12</div><div class="h1">Student progress</div></div><div class="row"><span class="btn ghost">${icon(FileText, 14)}Export report</span><span class="btn" style="background:${LEARN.accent}">Message cohort</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Active students', '24', '▲ all enrolled')}${kpi('Average progress', '61%', '▲ 7 pts this week')}${kpi('Assignments to review', '9', '3 due today', false)}${kpi('Attendance', '92%', '▲ live sessions')}</div>
  <div class="card" style="padding:6px 10px;flex:1"><table><tr><th>Student</th><th>Course progress</th><th>Last assignment</th><th>Grade</th><th>Attendance</th><th>Status</th></tr>
  ${(
    [
      ['Maya Kowalski', 72, 'Booking API · tests', '—', 100, 'In review'],
      ['Daniel Sousa', 88, 'Angular dashboard', '95', 96, 'On track'],
      ['Aisha Bello', 64, 'Angular dashboard', '88', 92, 'On track'],
      ['Lucas Ferreira', 41, 'SQL joins exercise', '71', 78, 'Needs help'],
      ['Emily Clarke', 79, 'Booking API · tests', '—', 100, 'In review'],
      ['Jonas Weber', 56, 'Angular dashboard', '82', 88, 'On track'],
      ['Inês Rocha', 93, 'Booking API · tests', '98', 100, 'Ahead'],
    ] as const
  )
    .map(([n, pct, a, g, att, st], i) => {
      const [fg, bg] =
        st === 'Needs help'
          ? ['#b91c1c', '#fee2e2']
          : st === 'In review'
            ? ['#b45309', '#fef3c7']
            : st === 'Ahead'
              ? ['#6d28d9', '#ede9fe']
              : ['#15803d', '#dcfce7']
      return `<tr><td><div class="row">${avatar(initialsOf(n), ['#7c3aed', '#0891b2', '#db2777', '#ea580c', '#2563eb', '#16a34a', '#9333ea'][i] ?? '#64748b', 26)}<b style="font-weight:600">${n}</b></div></td><td><div class="row" style="gap:8px"><div style="width:120px">${progress(pct, LEARN.accent, 6)}</div><span class="small muted">${pct}%</span></div></td><td class="muted">${a}</td><td style="font-weight:600">${g}</td><td class="muted">${att}%</td><td>${pill(st, fg, bg)}</td></tr>`
    })
    .join('')}</table></div>
</div></div>`

project(
  'learnhub',
  'cover',
  coverStage(LEARN, learnDashboard, {
    url: 'learnhub.example.com/dashboard',
    float: floatCard(
      890,
      648,
      260,
      `<div class="row" style="gap:12px"><div style="width:38px;height:38px;border-radius:10px;background:#dcfce7;color:#15803d;display:grid;place-items:center">${icon(GraduationCap, 20)}</div><div><div style="font-weight:700">Assignment passed</div><div class="small muted">Angular dashboard · 92/100</div></div></div>`,
    ),
  }),
)
project(
  'learnhub',
  'course',
  galleryStage(LEARN, learnLesson, { url: 'learnhub.example.com/courses/spring-boot-apis/7' }),
)
project('learnhub', 'progress', galleryStage(LEARN, learnProgress, { url: 'learnhub.example.com/mentor/cohort-12' }))
