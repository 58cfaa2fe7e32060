import {
  Activity,
  Boxes,
  Check,
  ChevronRight,
  CircleCheck,
  Clock,
  Dumbbell,
  FileText,
  Flame,
  Home,
  MessageCircle,
  Plus,
  ScanLine,
  Search,
  Send,
  Settings,
  Timer,
  TrendingUp,
  UtensilsCrossed,
} from 'lucide-react'

import { avatar, barChart, H, icon, lineChart, type Palette, phone, pill, project, stage, tabbar, W } from '../kit.ts'

// ---------------------------------------------------------------------------------------------
// Mobile apps: FitTrack (orange → pink) and Pantry Pal (green)
// ---------------------------------------------------------------------------------------------

const mobileStage = (
  p: Palette,
  text: { logo: string; name: string; title: string; lines: string[]; badges?: boolean; dark?: boolean },
  phones: string[],
) => {
  const fg = text.dark ? '#0f172a' : '#fff'
  const sub = text.dark ? '#334155' : 'rgba(255,255,255,.86)'
  const textBlock = `<div style="position:absolute;left:70px;top:0;bottom:0;width:420px;display:flex;flex-direction:column;justify-content:center;color:${fg}">
    <div class="row" style="gap:12px"><div style="width:52px;height:52px;border-radius:14px;background:#fff;display:grid;place-items:center;box-shadow:0 10px 24px -8px rgba(0,0,0,.3)">${text.logo}</div><b style="font-size:22px;letter-spacing:-.01em">${text.name}</b></div>
    <div style="font-size:38px;font-weight:780;letter-spacing:-.03em;line-height:1.08;margin-top:22px">${text.title}</div>
    <div style="margin-top:18px;display:grid;gap:10px;font-size:15px;color:${sub}">${text.lines
      .map(
        (l) =>
          `<div class="row" style="gap:10px"><span style="width:22px;height:22px;border-radius:50%;background:${text.dark ? p.accent : 'rgba(255,255,255,.22)'};color:#fff;display:grid;place-items:center">${icon(Check, 13, 3)}</span>${l}</div>`,
      )
      .join('')}</div>
    ${
      text.badges
        ? `<div class="row" style="margin-top:26px;gap:12px">${['App Store', 'Google Play']
            .map(
              (s, i) =>
                `<div style="background:#0b0f19;color:#fff;border-radius:10px;padding:8px 16px;border:1px solid rgba(255,255,255,.25)"><div style="font-size:9.5px;opacity:.8">${i ? 'Get it on' : 'Download on the'}</div><div style="font-size:15px;font-weight:650;margin-top:-1px">${s}</div></div>`,
            )
            .join('')}</div>`
        : ''
    }
  </div>`
  const positions = [
    [530, 92, -4],
    [860, 48, 4],
  ]
  return stage(
    W,
    H,
    p.bg,
    textBlock +
      phones
        .map((ph, i) => phone(positions[i]?.[0] ?? 0, positions[i]?.[1] ?? 0, ph, { rotate: positions[i]?.[2] ?? 0 }))
        .join(''),
    [
      [p.glow, 640, -160, 560],
      [p.glow, -200, 480, 480],
    ],
  )
}

const FIT: Palette = {
  accent: '#f97316',
  soft: '#ffedd5',
  bg: 'linear-gradient(135deg,#fb923c 0%,#f43f5e 60%,#db2777 100%)',
  glow: '#fdba74',
}
const FIT_GRAD = 'linear-gradient(135deg,#fb923c,#f43f5e)'
const fitTabs = (active: number) =>
  tabbar(
    [
      [Home, 'Today'],
      [Dumbbell, 'Workouts'],
      [TrendingUp, 'Progress'],
      [MessageCircle, 'Coach'],
    ],
    active,
    '#f43f5e',
  )

const fitHome = `<div class="body">
  <div class="between"><div><div class="small muted">Tuesday, March 5</div><div style="font-size:20px;font-weight:750;letter-spacing:-.02em">Morning, Joana</div></div>${avatar('JP', '#f43f5e', 36)}</div>
  <div style="background:${FIT_GRAD};border-radius:18px;padding:16px;color:#fff">
    <div class="small" style="opacity:.9;font-weight:600">TODAY · WEEK 6 OF 8</div>
    <div style="font-size:18px;font-weight:750;margin-top:4px">Upper Body Strength</div>
    <div class="row small" style="gap:12px;margin-top:6px;opacity:.92"><span class="row" style="gap:4px">${icon(Clock, 13)}45 min</span><span class="row" style="gap:4px">${icon(Dumbbell, 13)}6 exercises</span></div>
    <div style="margin-top:12px;background:#fff;color:#f43f5e;border-radius:12px;padding:9px;text-align:center;font-weight:700">Start workout</div>
  </div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:10px">
    <div style="background:#fff7ed;border-radius:14px;padding:12px"><div class="row" style="gap:6px;color:#ea580c;font-weight:700">${icon(Flame, 15)}12 days</div><div class="small muted" style="margin-top:3px">Current streak</div></div>
    <div style="background:#fdf2f8;border-radius:14px;padding:12px"><div class="row" style="gap:6px;color:#db2777;font-weight:700">${icon(Activity, 15)}4 / 5</div><div class="small muted" style="margin-top:3px">Sessions this week</div></div>
  </div>
  <div><div class="between"><b>This week</b><span class="small muted">Volume, kg</span></div>
  <div style="margin-top:8px">${barChart(242, 86, [3200, 0, 4100, 2800, 4600, 0, 0], ['#fb923c', '#f43f5e'], { labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'], gap: 10, radius: 5 })}</div></div>
  <div class="row" style="gap:10px;background:#f8fafc;border-radius:14px;padding:10px">${avatar('TM', '#0ea5e9', 32)}<div style="min-width:0"><b class="small">Coach Tiago</b><div class="small muted" style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis;width:180px">Great squat depth yesterday! Let's…</div></div></div>
</div>${fitTabs(0)}`

const setRow = (n: number, kg: string, reps: string, done: boolean, current = false) =>
  `<div style="display:grid;grid-template-columns:28px 1fr 1fr 30px;align-items:center;padding:7px 8px;border-radius:10px;${
    current ? 'background:#fff7ed;box-shadow:0 0 0 1.5px #fdba74 inset' : ''
  }"><b class="small muted">${n}</b><b>${kg}</b><b>${reps}</b><span style="width:24px;height:24px;border-radius:8px;display:grid;place-items:center;${
    done ? 'background:#22c55e;color:#fff' : 'border:1.5px solid #cbd5e1'
  }">${done ? icon(Check, 14, 3) : ''}</span></div>`

const fitWorkout = `<div class="body">
  <div class="between"><span class="muted">${icon(ChevronRight, 18)}</span><b class="small muted">UPPER BODY · 18:42</b><span class="pill" style="background:#fee2e2;color:#dc2626">Finish</span></div>
  <div><div style="font-size:19px;font-weight:750">Bench Press</div><div class="small muted">Exercise 2 of 6 · last time 60 kg × 8</div></div>
  <div style="background:#f8fafc;border-radius:14px;padding:6px">
    <div style="display:grid;grid-template-columns:28px 1fr 1fr 30px;padding:4px 8px" class="small muted"><span>Set</span><span>kg</span><span>Reps</span><span></span></div>
    ${setRow(1, '40', '12', true)}${setRow(2, '60', '8', true)}${setRow(3, '62.5', '8', false, true)}${setRow(4, '62.5', '8', false)}
  </div>
  <div class="row" style="justify-content:center;gap:10px;background:#0f172a;color:#fff;border-radius:14px;padding:11px"><span style="color:#fb923c">${icon(Timer, 18)}</span><b class="mono" style="font-size:16px">01:24</b><span class="small" style="opacity:.7">rest</span><span class="pill" style="background:#1e293b;color:#e2e8f0">+30 s</span></div>
  <div><b class="small muted">UP NEXT</b>
  ${[
    ['Bent-over Row', '4 × 10 · 50 kg'],
    ['Overhead Press', '3 × 8 · 35 kg'],
  ]
    .map(
      ([t, d]) =>
        `<div class="between" style="padding:9px 0;border-bottom:1px solid #f1f5f9"><div class="row" style="gap:10px"><div style="width:34px;height:34px;border-radius:10px;background:#ffedd5;color:#ea580c;display:grid;place-items:center">${icon(Dumbbell, 16)}</div><div><b class="small">${t}</b><div class="small muted">${d}</div></div></div><span class="muted">${icon(ChevronRight, 15)}</span></div>`,
    )
    .join('')}</div>
</div>${fitTabs(1)}`

const fitProgress = `<div class="body">
  <div style="font-size:20px;font-weight:750">Progress</div>
  <div class="row" style="gap:6px">${['1M', '3M', '6M', '1Y'].map((t, i) => `<span class="pill" style="${i === 1 ? 'background:#0f172a;color:#fff' : 'background:#f1f5f9;color:#64748b'};padding:5px 12px">${t}</span>`).join('')}</div>
  <div style="background:#f8fafc;border-radius:16px;padding:12px">
    <div class="small muted">Bench press · estimated 1RM</div>
    <div class="row" style="gap:8px;margin-top:2px"><b style="font-size:22px">78 kg</b>${pill('▲ 9 kg', '#15803d', '#dcfce7')}</div>
    <div style="margin-top:8px">${lineChart(218, 96, [{ values: [69, 70, 70, 72, 71, 73, 74, 74, 76, 77, 78], color: '#f43f5e', fill: true }], { grid: '#eef2f7' })}</div>
  </div>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px">${[
    ['36', 'Workouts'],
    ['11', 'PRs'],
    ['142 t', 'Volume'],
  ]
    .map(
      ([v, l]) =>
        `<div style="background:#fff7ed;border-radius:12px;padding:10px;text-align:center"><b style="font-size:16px">${v}</b><div class="small muted">${l}</div></div>`,
    )
    .join('')}</div>
  <div><div class="between"><b>Progress photos</b><span class="small" style="color:#f43f5e;font-weight:600">See all</span></div>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:8px">${[
    '#fed7aa,#fecdd3',
    '#fde68a,#fed7aa',
    '#fbcfe8,#fecaca',
  ]
    .map(
      (g, i) =>
        `<div style="height:84px;border-radius:12px;background:linear-gradient(160deg,${g});position:relative;overflow:hidden"><div style="position:absolute;left:50%;bottom:-14px;transform:translateX(-50%);width:44px;height:60px;border-radius:22px 22px 8px 8px;background:rgba(255,255,255,.55)"></div><div style="position:absolute;left:50%;top:14px;transform:translateX(-50%);width:22px;height:22px;border-radius:50%;background:rgba(255,255,255,.6)"></div><span style="position:absolute;left:6px;top:5px;font-size:9.5px;font-weight:700;color:#9a3412">${['Jan', 'Feb', 'Mar'][i]}</span></div>`,
    )
    .join('')}</div></div>
</div>${fitTabs(2)}`

const bubble = (text: string, mine: boolean, time = '') =>
  `<div style="display:flex;justify-content:${mine ? 'flex-end' : 'flex-start'}"><div style="max-width:78%;padding:9px 12px;border-radius:16px;${
    mine
      ? `background:${FIT_GRAD};color:#fff;border-bottom-right-radius:5px`
      : 'background:#f1f5f9;border-bottom-left-radius:5px'
  };font-size:12.5px;line-height:1.4">${text}${time ? `<div style="font-size:9.5px;opacity:.7;margin-top:3px;text-align:right">${time}</div>` : ''}</div></div>`

const fitChat = `<div class="row" style="gap:10px;padding:4px 18px 10px;border-bottom:1px solid #f1f5f9">${avatar('TM', '#0ea5e9', 36)}<div><b>Coach Tiago</b><div class="small" style="color:#22c55e">● Online</div></div></div>
<div class="body" style="padding-top:12px;gap:9px">
  <div class="small muted" style="text-align:center">Today</div>
  ${bubble('Great squat depth yesterday! I bumped your bench by 2.5 kg for today.', false, '08:12')}
  ${bubble('Thanks! Shoulder felt a bit tight on the last set though.', true, '08:20')}
  ${bubble('Good call telling me. Swap overhead press for landmine press this week and add 2 sets of face pulls.', false, '08:24')}
  <div style="background:#fff7ed;border:1px solid #fed7aa;border-radius:14px;padding:10px" class="small"><div class="row" style="gap:6px;font-weight:700;color:#c2410c">${icon(FileText, 14)}Plan updated</div><div class="muted" style="margin-top:3px">Upper Body Strength · 2 exercises changed</div></div>
</div>
<div class="row" style="gap:8px;padding:8px 14px 16px"><div class="input ph" style="flex:1;border-radius:999px">Message…</div><span style="width:36px;height:36px;border-radius:50%;background:${FIT_GRAD};color:#fff;display:grid;place-items:center">${icon(Send, 16)}</span></div>`

const fitPlan = `<div class="body">
  <div style="font-size:20px;font-weight:750">My plan</div>
  <div class="small muted" style="margin-top:-8px">Strength block · week 6 of 8 · by Coach Tiago</div>
  <div class="row" style="gap:6px">${['M', 'T', 'W', 'T', 'F', 'S', 'S']
    .map(
      (d, i) =>
        `<div style="flex:1;text-align:center;padding:7px 0;border-radius:10px;${i === 1 ? `background:${FIT_GRAD};color:#fff` : 'background:#f8fafc'}"><div style="font-size:10px;opacity:.8">${d}</div><b>${4 + i}</b></div>`,
    )
    .join('')}</div>
  ${[
    ['Mon', 'Lower Body Power', '50 min', true],
    ['Tue', 'Upper Body Strength', '45 min', false],
    ['Thu', 'Conditioning Intervals', '30 min', false],
    ['Fri', 'Full Body Hypertrophy', '55 min', false],
    ['Sun', 'Mobility & Recovery', '20 min', false],
  ]
    .map(
      ([d, t, m, done], i) =>
        `<div class="row" style="gap:12px;padding:10px;border-radius:14px;${i === 1 ? 'background:#fff7ed;box-shadow:0 0 0 1.5px #fdba74 inset' : 'background:#f8fafc'}"><div style="width:38px;text-align:center"><div class="small muted">${d}</div></div><div style="flex:1"><b class="small">${t}</b><div class="small muted">${m}</div></div>${
          done
            ? `<span style="color:#22c55e">${icon(CircleCheck, 20)}</span>`
            : `<span class="muted">${icon(ChevronRight, 16)}</span>`
        }</div>`,
    )
    .join('')}
</div>${fitTabs(1)}`

const fitLogo = `<div style="width:36px;height:36px;border-radius:10px;background:${FIT_GRAD};color:#fff;display:grid;place-items:center">${icon(Dumbbell, 20)}</div>`

project(
  'fittrack',
  'cover',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'Your coach’s plan, in your pocket.',
      lines: ['Plans synced from the coach console', 'Offline logging in the gym', 'Progress charts and photos'],
      badges: true,
    },
    [fitHome, fitWorkout],
  ),
)
project(
  'fittrack',
  'workout',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'Log a set in two taps.',
      lines: ['Last session’s weights pre-filled', 'Rest timer between sets', 'Works without a signal'],
    },
    [fitPlan, fitWorkout],
  ),
)
project(
  'fittrack',
  'progress',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'See the progress, stay motivated.',
      lines: ['Estimated 1RM per exercise', 'Weekly volume and streaks', 'Private progress photos'],
    },
    [fitProgress, fitHome],
  ),
)
project(
  'fittrack',
  'coach',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'Talk to your coach, not a chatbot.',
      lines: [
        'Messages and plan changes in one place',
        'Push notifications for new plans',
        'Coach sees every logged set',
      ],
    },
    [fitChat, fitPlan],
  ),
)

const PANTRY: Palette = {
  accent: '#16a34a',
  soft: '#dcfce7',
  bg: 'linear-gradient(135deg,#ecfccb 0%,#bbf7d0 50%,#86efac 100%)',
  glow: '#fef08a',
}

const expiry = (days: number) => {
  const text =
    days <= 0 ? 'Today' : days === 1 ? 'Tomorrow' : days > 60 ? `${Math.round(days / 30)} months` : `${days} days`
  return days <= 2
    ? pill(text, '#b91c1c', '#fee2e2')
    : days <= 5
      ? pill(text, '#b45309', '#fef3c7')
      : pill(text, '#15803d', '#dcfce7')
}

const foodIcon = (emojiBg: string, label: string) =>
  `<div style="width:38px;height:38px;border-radius:11px;background:${emojiBg};display:grid;place-items:center;font-size:11px;font-weight:800;color:rgba(15,23,42,.6)">${label}</div>`

const pantryTabs = (active: number) =>
  tabbar(
    [
      [Boxes, 'Pantry'],
      [ScanLine, 'Scan'],
      [UtensilsCrossed, 'Recipes'],
      [Settings, 'Settings'],
    ],
    active,
    PANTRY.accent,
  )

const pantryList = `<div class="body">
  <div class="between"><div style="font-size:20px;font-weight:750">My pantry</div><span style="width:34px;height:34px;border-radius:50%;background:${PANTRY.accent};color:#fff;display:grid;place-items:center">${icon(Plus, 18)}</span></div>
  <div class="search" style="width:auto">${icon(Search, 14)}Search 42 items</div>
  <div style="background:#fef2f2;border-radius:14px;padding:10px 12px" class="small"><b style="color:#b91c1c">3 items expire soon</b><div class="muted">Tap for recipes that use them up</div></div>
  ${(
    [
      ['#fde68a', 'EGG', 'Free-range eggs', '6 left', 2],
      ['#fecaca', 'TOM', 'Cherry tomatoes', '250 g', 1],
      ['#bfdbfe', 'MLK', 'Oat milk', '1 L', 4],
      ['#fed7aa', 'CHS', 'Cheddar', '180 g', 9],
      ['#d9f99d', 'SPN', 'Baby spinach', '100 g', 2],
      ['#e9d5ff', 'RCE', 'Arborio rice', '1 kg', 210],
    ] as const
  )
    .map(
      ([bg, l, n, q, d]) =>
        `<div class="between"><div class="row" style="gap:10px">${foodIcon(bg, l)}<div><b class="small">${n}</b><div class="small muted">${q}</div></div></div>${expiry(d)}</div>`,
    )
    .join('')}
</div>${pantryTabs(0)}`

const pantryScan = `<div style="flex:1;background:linear-gradient(180deg,#1f2937,#111827);position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff">
  <div style="position:absolute;top:8px;left:18px;right:18px" class="between"><span class="pill" style="background:rgba(255,255,255,.15);color:#fff">Barcode</span><span class="pill" style="background:rgba(255,255,255,.06);color:#cbd5e1">Label</span></div>
  <div style="width:200px;height:130px;position:relative;border-radius:14px;background:rgba(255,255,255,.06)">
    ${[
      'left:0;top:0;border-width:3px 0 0 3px',
      'right:0;top:0;border-width:3px 3px 0 0',
      'left:0;bottom:0;border-width:0 0 3px 3px',
      'right:0;bottom:0;border-width:0 3px 3px 0',
    ]
      .map(
        (pos) =>
          `<span style="position:absolute;${pos};width:28px;height:28px;border-style:solid;border-color:#4ade80;border-radius:6px"></span>`,
      )
      .join('')}
    <div style="position:absolute;left:30px;right:30px;top:34px;height:62px;background:repeating-linear-gradient(90deg,#f8fafc 0 2px,transparent 2px 5px,#f8fafc 5px 6px,transparent 6px 9px,#f8fafc 9px 12px,transparent 12px 14px);opacity:.9"></div>
    <div style="position:absolute;left:12px;right:12px;top:64px;height:2px;background:#4ade80;box-shadow:0 0 12px #4ade80"></div>
  </div>
  <div class="small" style="margin-top:16px;opacity:.8">Point at a barcode</div>
  <div style="position:absolute;left:14px;right:14px;bottom:14px;background:#fff;color:#0f172a;border-radius:16px;padding:12px" class="row">${foodIcon('#fecaca', 'TOM')}<div style="flex:1"><b class="small">Cherry tomatoes</b><div class="small muted">250 g · best before in 6 days</div></div><span class="btn" style="background:${PANTRY.accent};padding:7px 12px">Add</span></div>
</div>${pantryTabs(1)}`

const pantryLogo = `<div style="width:36px;height:36px;border-radius:10px;background:${PANTRY.accent};color:#fff;display:grid;place-items:center">${icon(UtensilsCrossed, 19)}</div>`

project(
  'pantrypal',
  'cover',
  mobileStage(
    PANTRY,
    {
      logo: pantryLogo,
      name: 'Pantry Pal',
      title: 'Cook what you have before it goes off.',
      lines: ['Scan barcodes and labels', 'Expiry reminders', 'Recipes that use it up'],
      dark: true,
    },
    [pantryList, pantryScan],
  ),
)
