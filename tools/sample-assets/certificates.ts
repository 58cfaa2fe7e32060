import {
  BarChart3,
  CircleCheck,
  GraduationCap,
  Layers,
  LayoutDashboard,
  type LucideIcon,
  RefreshCw,
  Server,
} from 'lucide-react'

import { icon, outputs, page } from './kit.ts'

// ---------------------------------------------------------------------------------------------
// Certificates (1000×700): a certificate sheet with the issuer's colours and a badge
// ---------------------------------------------------------------------------------------------

interface CertStyle {
  ink: string
  accent: string
  badge: string
  stripe: string[]
  shape: 'hexagon' | 'circle' | 'shield'
}

const CERT_STYLES: Record<string, CertStyle> = {
  AWS: {
    ink: '#232f3e',
    accent: '#ff9900',
    badge: 'linear-gradient(160deg,#37475a,#232f3e)',
    stripe: ['#ff9900'],
    shape: 'hexagon',
  },
  META: {
    ink: '#0b3d91',
    accent: '#0866ff',
    badge: 'linear-gradient(160deg,#2d7bff,#0a4fd6)',
    stripe: ['#0866ff', '#00c6ff'],
    shape: 'circle',
  },
  Google: {
    ink: '#202124',
    accent: '#1a73e8',
    badge: 'linear-gradient(160deg,#ffffff,#eef3fd)',
    stripe: ['#4285f4', '#ea4335', '#fbbc05', '#34a853'],
    shape: 'circle',
  },
  IBM: {
    ink: '#161616',
    accent: '#0f62fe',
    badge: 'linear-gradient(160deg,#262626,#161616)',
    stripe: ['#0f62fe', '#4589ff'],
    shape: 'hexagon',
  },
  'Board Infinity': {
    ink: '#1e1b4b',
    accent: '#6366f1',
    badge: 'linear-gradient(160deg,#6366f1,#7c3aed)',
    stripe: ['#6366f1', '#a855f7'],
    shape: 'shield',
  },
}

const CATEGORY_ICON: Record<string, LucideIcon> = {
  'Cloud Computing': Server,
  'Database Management': BarChart3,
  DevOps: RefreshCw,
  'Front-End Development': LayoutDashboard,
  'Web Development': Layers,
}

const badgeShape = (shape: CertStyle['shape'], size: number) =>
  shape === 'circle'
    ? `border-radius:50%`
    : shape === 'hexagon'
      ? `clip-path:polygon(50% 0,93% 25%,93% 75%,50% 100%,7% 75%,7% 25%)`
      : `clip-path:polygon(50% 0,100% 12%,100% 58%,50% 100%,0 58%,0 12%);border-radius:${size * 0.05}px`

const certBadge = (st: CertStyle, issuer: string, level: string, category: string) => {
  const size = 250
  const light = issuer === 'Google'
  const I = CATEGORY_ICON[category] ?? GraduationCap
  return `<div style="position:relative;width:${size}px;height:${size + 30}px">
    <div style="position:absolute;left:0;top:0;width:${size}px;height:${size}px;background:${st.stripe[0]};${badgeShape(st.shape, size)};filter:drop-shadow(0 18px 30px rgba(15,23,42,.35))"></div>
    <div style="position:absolute;left:8px;top:8px;width:${size - 16}px;height:${size - 16}px;background:${st.badge};${badgeShape(st.shape, size)};display:flex;flex-direction:column;align-items:center;justify-content:center;color:${light ? st.ink : '#fff'};text-align:center">
      <div style="font-size:${issuer.length > 8 ? 17 : 24}px;font-weight:800;letter-spacing:${issuer.length > 8 ? '.02em' : '.06em'}">${issuer === 'META' ? 'Meta' : issuer}</div>
      <div style="width:56px;height:56px;border-radius:16px;margin:12px 0;display:grid;place-items:center;background:${light ? '#e8f0fe' : 'rgba(255,255,255,.14)'};color:${light ? st.accent : '#fff'}">${icon(I, 30, 1.8)}</div>
      <div style="font-size:11px;font-weight:700;letter-spacing:.14em;opacity:.9;max-width:150px;line-height:1.3">${category.toUpperCase()}</div>
    </div>
    <div style="position:absolute;left:50%;bottom:2px;transform:translateX(-50%);background:${st.accent};color:${issuer === 'AWS' ? '#232f3e' : '#fff'};font-size:12px;font-weight:800;letter-spacing:.16em;padding:7px 18px;border-radius:6px;white-space:nowrap;box-shadow:0 6px 14px -4px rgba(15,23,42,.4)">${level}</div>
  </div>`
}

const certificateImage = (o: {
  file: string
  issuer: string
  kind: string
  title: string
  level: string
  category: string
  credential: string
  platform: string
}) => {
  const st = CERT_STYLES[o.issuer] ?? CERT_STYLES.AWS!
  const W2 = 1000
  const H2 = 700
  outputs.push({
    path: `images/certificates/${o.file}.webp`,
    w: W2,
    h: H2,
    html: page(
      W2,
      H2,
      `<div style="width:${W2}px;height:${H2}px;background:linear-gradient(135deg,#e2e8f0,#cbd5e1);padding:34px">
      <div style="position:relative;height:100%;background:#fffdf8;border-radius:10px;box-shadow:0 20px 40px -16px rgba(15,23,42,.35);overflow:hidden">
        <div style="position:absolute;left:0;right:0;top:0;height:8px;display:flex">${st.stripe.map((c) => `<div style="flex:1;background:${c}"></div>`).join('')}</div>
        <div style="position:absolute;inset:20px;border:1.5px solid ${st.ink}22;border-radius:6px"></div>
        <div style="position:absolute;inset:26px;border:1px solid ${st.ink}14;border-radius:4px"></div>
        <div style="position:absolute;right:-120px;bottom:-160px;width:520px;height:520px;border-radius:50%;background:repeating-radial-gradient(circle,${st.accent}10 0 2px,transparent 2px 14px)"></div>
        <div style="position:absolute;left:64px;top:60px;right:340px;color:${st.ink}">
          <div class="row" style="gap:12px"><div style="font-size:26px;font-weight:850;letter-spacing:${o.issuer === 'Board Infinity' ? '0' : '.04em'};color:${st.ink}">${o.issuer === 'META' ? 'Meta' : o.issuer}</div><span style="width:1px;height:24px;background:${st.ink}33"></span><span style="font-size:13px;color:#64748b;font-weight:500">${o.platform}</span></div>
          <div style="margin-top:58px;font-size:13px;font-weight:700;letter-spacing:.22em;color:${st.accent === '#ff9900' ? '#c2410c' : st.accent}">${o.kind.toUpperCase()}</div>
          <div style="margin-top:14px;font-size:${o.title.length > 48 ? 32 : 38}px;font-weight:800;letter-spacing:-.02em;line-height:1.12">${o.title}</div>
          <div style="margin-top:44px;font-size:14px;color:#64748b">This certifies that</div>
          <div style="margin-top:6px;font-family:'DejaVu Serif',serif;font-style:italic;font-size:46px;color:${st.ink}">Alex Morgan</div>
          <div style="margin-top:8px;font-size:14px;color:#475569;line-height:1.5">has successfully met the requirements of this ${o.kind.toLowerCase()} and demonstrated the skills it assesses.</div>
        </div>
        <div style="position:absolute;left:64px;right:64px;bottom:56px" class="between">
          <div style="display:flex;gap:40px;color:${st.ink}">
            <div><div style="font-size:11px;letter-spacing:.14em;color:#94a3b8;font-weight:700">CREDENTIAL ID</div><div class="mono" style="font-size:14px;margin-top:4px">${o.credential}</div></div>
            <div><div style="font-size:11px;letter-spacing:.14em;color:#94a3b8;font-weight:700">VERIFY</div><div style="font-size:14px;margin-top:4px">credentials.example.com</div></div>
          </div>
          <div class="row" style="gap:28px"><div style="text-align:center"><svg width="150" height="40" viewBox="0 0 150 40"><path d="M6 30c10-22 18-24 16-8s8 8 14-6 6 18 14 10 10-20 18-12 4 16 14 8 16-10 26-6 20 2 30-4" fill="none" stroke="${st.ink}" stroke-width="1.8" stroke-linecap="round" opacity=".75"/></svg><div style="border-top:1px solid ${st.ink}33;padding-top:4px;font-size:11px;color:#94a3b8;letter-spacing:.1em;font-weight:700">PROGRAM LEAD</div></div><div class="row" style="gap:8px;color:#15803d;font-weight:700;font-size:13px">${icon(CircleCheck, 18)}Verified</div></div>
        </div>
        <div style="position:absolute;right:64px;top:92px">${certBadge(st, o.issuer, o.level, o.category)}</div>
      </div></div>`,
    ),
  })
}

certificateImage({
  file: 'aws-developer-associate',
  issuer: 'AWS',
  kind: 'Certification',
  title: 'AWS Certified Developer – Associate',
  level: 'ASSOCIATE',
  category: 'Cloud Computing',
  credential: 'AWS-DVA-7K2M9Q4XPL',
  platform: 'Training and Certification',
})
certificateImage({
  file: 'aws-cloud-practitioner',
  issuer: 'AWS',
  kind: 'Certification',
  title: 'AWS Certified Cloud Practitioner',
  level: 'FOUNDATIONAL',
  category: 'Cloud Computing',
  credential: 'AWS-CLF-3HD8RW1NZA',
  platform: 'Training and Certification',
})
certificateImage({
  file: 'meta-front-end',
  issuer: 'META',
  kind: 'Professional Certificate',
  title: 'Meta Front-End Developer',
  level: 'PROFESSIONAL',
  category: 'Front-End Development',
  credential: 'META-FE-QX84LM20BT',
  platform: 'Coursera',
})
certificateImage({
  file: 'meta-back-end',
  issuer: 'META',
  kind: 'Professional Certificate',
  title: 'Meta Back-End Developer',
  level: 'PROFESSIONAL',
  category: 'Web Development',
  credential: 'META-BE-7TRW55KD9E',
  platform: 'Coursera',
})
certificateImage({
  file: 'google-it-automation',
  issuer: 'Google',
  kind: 'Professional Certificate',
  title: 'Google IT Automation with Python',
  level: 'PROFESSIONAL',
  category: 'DevOps',
  credential: 'GOOG-ITA-5N2P8C6VJY',
  platform: 'Coursera',
})
certificateImage({
  file: 'ibm-database-administrator',
  issuer: 'IBM',
  kind: 'Professional Certificate',
  title: 'IBM Relational Database Administrator',
  level: 'PROFESSIONAL',
  category: 'Database Management',
  credential: 'IBM-RDBA-9WQ3K7HD1M',
  platform: 'Coursera',
})
certificateImage({
  file: 'ibm-containers',
  issuer: 'IBM',
  kind: 'Course Certificate',
  title: 'Introduction to Containers with Docker, Kubernetes & OpenShift',
  level: 'COURSE',
  category: 'DevOps',
  credential: 'IBM-CNT-2ZB6YF4RQS',
  platform: 'Coursera',
})
certificateImage({
  file: 'board-infinity-full-stack',
  issuer: 'Board Infinity',
  kind: 'Specialization Certificate',
  title: 'Full Stack Web Development with Django and React',
  level: 'SPECIALIZATION',
  category: 'Web Development',
  credential: 'BI-FSWD-8MX1TG7PLC',
  platform: 'Coursera',
})
