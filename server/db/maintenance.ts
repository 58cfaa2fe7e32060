import type { Kysely } from 'kysely'

import { nowIso } from './convert.ts'
import { rerenderPosts } from './rerender-posts.ts'
import { resanitizeProjectHtml } from './resanitize-projects.ts'
import type { Database } from './schema.ts'
import { indexAllPosts } from './search.ts'

interface MaintenanceStep {
  /** Never renamed once shipped: the name is what `maintenance_runs` records. */
  name: string
  /** Idempotent: running it on data that already has it changes nothing. */
  run(db: Kysely<Database>): Promise<unknown>
}

/**
 * Data fix-ups that must follow the application: re-rendering posts after a renderer change,
 * rebuilding the search index after its folding changed. Migrations are frozen (they import only
 * Kysely and their own folder), so an old migration keeps the meaning it had; a fix-up that needs
 * today's code is a step here instead. Steps run in order, once per database, after the
 * migrations (at start, in tests) and again after a restore, on an archive whose
 * `maintenance_runs` does not list them (every archive made before a step existed).
 * Append new steps at the end; never edit or reorder a shipped one.
 */
const STEPS: MaintenanceStep[] = [
  // Fills content_text and the search index of the posts written before search existed.
  { name: '2026-11-23-index-posts', run: indexAllPosts },
  // Posts rendered before code colours became classes carry Shiki's inline styles.
  { name: '2026-11-23-code-classes', run: (db) => rerenderPosts(db, ['%<pre class="shiki shiki-themes%']) },
  // Posts rendered before headings got ids have bare <h2>/<h3>: no table of contents.
  { name: '2026-11-23-heading-anchors', run: (db) => rerenderPosts(db, ['%<h2>%', '%<h3>%']) },
  // Project descriptions stored before user ids and names got the `user-content-` prefix.
  { name: '2026-11-27-prefix-project-html-ids', run: resanitizeProjectHtml },
  // Posts rendered before the writing desk (docs/api/writing.md): `$` math, ```mermaid fences,
  // `[!NOTE]` callouts, captioned images, bare video/gist/CodePen links, footnotes' label id, task boxes' names.
  {
    name: '2026-11-28-writing-desk',
    run: (db) =>
      rerenderPosts(db, [
        '%$%',
        '%language-mermaid%',
        '%[!%',
        '%<img%title=%',
        '%youtu%',
        '%vimeo.com/%',
        '%gist.github.com/%',
        '%codepen.io/%',
        '%id="footnote-label"%',
        '%task-list-item%',
      ]),
  },
]

/** One step by name, whether or not it ran before (its tests). */
export const runMaintenanceStep = (db: Kysely<Database>, name: string) => {
  const step = STEPS.find((s) => s.name === name)
  if (!step) throw new Error(`No maintenance step ${name}`)
  return step.run(db)
}

/** Runs the steps this database has not had (pass a transaction to make it part of one). */
export const runMaintenance = async (db: Kysely<Database>) => {
  const done = new Set((await db.selectFrom('maintenance_runs').select('name').execute()).map((r) => r.name))
  const ran: string[] = []
  for (const step of STEPS) {
    if (done.has(step.name)) continue
    await step.run(db)
    // Two instances starting together may both run a step: it is idempotent, recorded once.
    await db
      .insertInto('maintenance_runs')
      .values({ name: step.name, applied_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute()
    ran.push(step.name)
  }
  return ran
}
