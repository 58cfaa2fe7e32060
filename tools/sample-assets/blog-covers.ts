import { Check } from 'lucide-react'

import { icon, outputs, page, pill, stage } from './kit.ts'

// ---------------------------------------------------------------------------------------------
// Blog covers (1200×630): title, tags and a code window in the post's own colours
// ---------------------------------------------------------------------------------------------

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A tiny highlighter: comments, strings, numbers, keywords and decorators, in GitHub-dark colours. */
const highlight = (code: string, keywords: string[], comment: RegExp) => {
  const kw = new Set(keywords)
  const token = new RegExp(
    `(${comment.source})|("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|\`[^\`]*\`)|(\\b\\d+(?:\\.\\d+)?\\b)|(@\\w+)|([A-Za-z_][\\w]*)`,
    'g',
  )
  return code
    .split('\n')
    .map((line) => {
      let out = ''
      let last = 0
      for (const m of line.matchAll(token)) {
        out += escapeHtml(line.slice(last, m.index))
        const [t, c, s, n, d, w] = m
        const color = c
          ? '#8b949e'
          : s
            ? '#a5d6ff'
            : n
              ? '#79c0ff'
              : d
                ? '#d2a8ff'
                : w && kw.has(w)
                  ? '#ff7b72'
                  : w && /^[A-Z]/.test(w)
                    ? '#ffa657'
                    : ''
        out += color ? `<span style="color:${color}">${escapeHtml(t)}</span>` : escapeHtml(t)
        last = (m.index ?? 0) + t.length
      }
      return out + escapeHtml(line.slice(last))
    })
    .join('\n')
}

const codeWindow = (file: string, html: string, accent: string) =>
  `<div style="background:#0d1117;border-radius:14px;overflow:hidden;border:1px solid rgba(255,255,255,.12);box-shadow:0 40px 80px -20px rgba(0,0,0,.6)">
  <div class="row" style="gap:7px;padding:11px 14px;background:#161b22;border-bottom:1px solid #21262d"><span class="d" style="width:10px;height:10px;border-radius:50%;background:#ff5f57"></span><span style="width:10px;height:10px;border-radius:50%;background:#febc2e"></span><span style="width:10px;height:10px;border-radius:50%;background:#28c840"></span><span class="mono" style="margin-left:10px;font-size:11.5px;color:#8b949e">${file}</span><span style="margin-left:auto;width:40px;height:4px;border-radius:2px;background:${accent}"></span></div>
  <pre class="mono" style="margin:0;padding:16px 18px;font-size:13px;line-height:1.7;color:#c9d1d9;white-space:pre">${html}</pre></div>`

const blogCover = (o: {
  slug: string
  title: string
  tags: string[]
  minutes: number
  bg: string
  accent: string
  glow: string
  visual: string
}) =>
  outputs.push({
    path: `images/blog/${o.slug}.webp`,
    w: 1200,
    h: 630,
    html: page(
      1200,
      630,
      stage(
        1200,
        630,
        o.bg,
        `<div style="position:absolute;inset:0;background-image:radial-gradient(rgba(255,255,255,.09) 1px,transparent 1px);background-size:22px 22px"></div>
        <div style="position:absolute;left:70px;top:0;bottom:0;width:560px;display:flex;flex-direction:column;justify-content:center;color:#fff">
          <div class="row" style="gap:8px">${o.tags
            .slice(0, 3)
            .map(
              (t) =>
                `<span class="pill" style="background:rgba(255,255,255,.12);color:#fff;border:1px solid rgba(255,255,255,.22);padding:5px 12px;font-size:12.5px">${t}</span>`,
            )
            .join('')}</div>
          <div style="font-size:46px;font-weight:800;letter-spacing:-.03em;line-height:1.08;margin-top:22px">${o.title}</div>
          <div class="row" style="gap:12px;margin-top:28px;font-size:15px;color:rgba(255,255,255,.85)"><div style="width:36px;height:36px;border-radius:50%;background:#3b82f6;display:grid;place-items:center;font-weight:800;font-size:13px;box-shadow:0 0 0 3px rgba(255,255,255,.25)">AM</div><b style="color:#fff">Alex Morgan</b><span>·</span><span>${o.minutes} min read</span></div>
        </div>
        <div style="position:absolute;left:670px;top:50%;transform:translateY(-50%) rotate(-2deg);width:500px">${o.visual}</div>`,
        [
          [o.glow, 760, -180, 520],
          [o.glow, -180, 420, 420],
        ],
      ),
    ),
  })

const PY_KW = [
  'from',
  'import',
  'class',
  'def',
  'return',
  'None',
  'True',
  'False',
  'with',
  'yield',
  'async',
  'await',
  'if',
  'raise',
]
const SQL_KW = [
  'CREATE',
  'INDEX',
  'UNIQUE',
  'ON',
  'WHERE',
  'INCLUDE',
  'SELECT',
  'FROM',
  'ORDER',
  'BY',
  'DESC',
  'LIMIT',
  'AND',
  'EXPLAIN',
  'ANALYZE',
  'BUFFERS',
  'CONCURRENTLY',
  'USING',
]
const TS_KW = [
  'type',
  'export',
  'function',
  'const',
  'return',
  'switch',
  'case',
  'default',
  'throw',
  'new',
  'never',
  'string',
  'number',
  'unknown',
  'satisfies',
  'as',
  'import',
  'from',
]
const DOCKER_KW = ['FROM', 'AS', 'ENV', 'RUN', 'COPY', 'WORKDIR', 'USER', 'EXPOSE', 'CMD']

blogCover({
  slug: 'type-safe-rest-api-fastapi-pydantic',
  title: 'Building a Type-Safe REST API with FastAPI and Pydantic',
  tags: ['Python', 'FastAPI', 'API Design'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#022c22 0%,#065f46 55%,#0d9488 100%)',
  accent: '#34d399',
  glow: '#10b981',
  visual: codeWindow(
    'schemas.py',
    highlight(
      `class BookingCreate(BaseModel):
    therapist_id: int
    starts_at: datetime
    duration_minutes: int = Field(ge=15, le=120)


@router.post("", response_model=BookingOut,
             status_code=201)
def create_booking(payload: BookingCreate,
                   db: DbSession):
    return services.bookings.create(db, payload)`,
      PY_KW,
      /#.*/,
    ),
    '#34d399',
  ),
})

blogCover({
  slug: 'postgresql-indexing-practical-guide',
  title: 'PostgreSQL Indexing: A Practical Guide for Application Developers',
  tags: ['PostgreSQL', 'SQL', 'Performance'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#0b1733 0%,#1e3a8a 60%,#2563eb 100%)',
  accent: '#60a5fa',
  glow: '#3b82f6',
  visual: codeWindow(
    'indexes.sql',
    highlight(
      `-- equality first, then the sort column
CREATE INDEX orders_customer_created_idx
    ON orders (customer_id, created_at DESC)
    INCLUDE (total_cents, status);

-- only the rows workers look for
CREATE INDEX jobs_pending_run_at_idx
    ON jobs (run_at)
    WHERE status = 'pending';`,
      SQL_KW,
      /--.*/,
    ) +
      `\n\n<span style="color:#3fb950">Index Only Scan</span> <span style="color:#8b949e">using orders_customer_created_idx</span>\n<span style="color:#8b949e">Execution Time:</span> <span style="color:#79c0ff">0.084 ms</span>`,
    '#60a5fa',
  ),
})

blogCover({
  slug: 'django-docker-production-setup',
  title: 'Shipping Django with Docker: A Production-Ready Setup',
  tags: ['Docker', 'Django', 'DevOps'],
  minutes: 4,
  bg: 'linear-gradient(135deg,#052e2b 0%,#0c4a6e 55%,#0369a1 100%)',
  accent: '#38bdf8',
  glow: '#0ea5e9',
  visual: codeWindow(
    'Dockerfile',
    highlight(
      `FROM python:3.12-slim AS build
RUN python -m venv /venv
COPY requirements.txt .
RUN pip install -r requirements.txt

FROM python:3.12-slim
RUN useradd --create-home --uid 1000 app
COPY --from=build /venv /venv
COPY --chown=app:app . .
USER app
CMD ["gunicorn", "config.wsgi", "-b", ":8000"]`,
      DOCKER_KW,
      /#.*/,
    ),
    '#38bdf8',
  ),
})

blogCover({
  slug: 'typescript-patterns-every-project',
  title: 'TypeScript Patterns I Use on Every Project',
  tags: ['TypeScript', 'React', 'Zod'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#0f172a 0%,#1e3a8a 50%,#3178c6 100%)',
  accent: '#3178c6',
  glow: '#3178c6',
  visual: codeWindow(
    'remote-data.ts',
    highlight(
      `type RemoteData<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: string }

function assertNever(value: never): never {
  throw new Error(\`Unhandled: \${value}\`)
}

export const ROUTES = {
  projects: '/projects',
} satisfies Record<string, \`/\${string}\`>`,
      TS_KW,
      /\/\/.*/,
    ),
    '#3178c6',
  ),
})

const checklist = `<div style="background:#fff;border-radius:16px;padding:22px 24px;box-shadow:0 40px 80px -20px rgba(0,0,0,.55);color:#0f172a">
  <div class="between"><b style="font-size:17px">Project handover</b>${pill('6 / 7 done', '#15803d', '#dcfce7')}</div>
  <div style="margin-top:14px;display:grid;gap:11px">${[
    ['README: run, test, deploy', true],
    ['Secrets in the client’s password manager', true],
    ['Domain and hosting owned by the client', true],
    ['Backups run — restore tested', true],
    ['Error alerts go to the client', true],
    ['Admin walkthrough recorded', true],
    ['30-day support window', false],
  ]
    .map(
      ([t, done]) =>
        `<div class="row" style="gap:12px;font-size:14px"><span style="width:22px;height:22px;border-radius:7px;display:grid;place-items:center;flex-shrink:0;${
          done ? 'background:#f59e0b;color:#fff' : 'border:2px solid #cbd5e1'
        }">${done ? icon(Check, 14, 3) : ''}</span><span style="${done ? 'color:#475569' : 'font-weight:600'}">${t}</span></div>`,
    )
    .join('')}</div>
  <div class="row" style="gap:10px;margin-top:18px;padding-top:14px;border-top:1px solid #e2e8f0" class="small"><span class="mono" style="font-size:12px;color:#7c3aed">git tag -a v1.2.0</span><span class="small muted">Milestone 2 shipped</span></div>
</div>`

blogCover({
  slug: 'freelance-project-workflow',
  title: 'How I Run a Freelance Project, from First Call to Handover',
  tags: ['Freelancing', 'Career', 'Productivity'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#2e1065 0%,#6d28d9 55%,#c026d3 100%)',
  accent: '#f59e0b',
  glow: '#a855f7',
  visual: checklist,
})
