import type { Kysely } from 'kysely'

import { isDatabaseUnavailable } from '../../db/create-db.ts'
import type { Database } from '../../db/schema.ts'
import { claimRun, recordResult } from './jobs.repository.ts'

/** A failed run is tried again this long after, not a whole interval later. */
const RETRY_AFTER_MS = 5 * 60_000

export interface Job {
  name: string
  /** How often it runs, across every instance of the site together. */
  everyMs: number
  run(): Promise<unknown>
  /** Runs every few seconds: its successful runs are logged at debug, not info. */
  quiet?: boolean
}

export interface SchedulerLog {
  debug(obj: object, msg: string): void
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

/**
 * Runs recurring jobs once per interval for the whole site, however many instances share the
 * database: each instance looks every `tickMs` and the run is claimed in the database (an
 * atomic conditional update of `job_runs`), so only the instance that claims it runs it.
 */
export const createScheduler = (db: Kysely<Database>, log: SchedulerLog, opts: { tickMs?: number } = {}) => {
  const jobs: Job[] = []
  const running = new Set<Promise<unknown>>()
  let timer: NodeJS.Timeout | undefined

  const runDue = async (job: Job) => {
    const now = new Date()
    const dueBefore = new Date(now.getTime() - job.everyMs + 1000).toISOString()
    if (!(await claimRun(db, job.name, now.toISOString(), dueBefore))) return false
    try {
      const result = await job.run()
      await recordResult(db, job.name, null)
      log[job.quiet ? 'debug' : 'info']({ job: job.name, result }, `Scheduled job ${job.name} done`)
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err)
      // Claimed as if it had run RETRY_AFTER_MS before its interval ends: it runs again soon.
      const retryAt = new Date(Date.now() - job.everyMs + RETRY_AFTER_MS).toISOString()
      await recordResult(db, job.name, message, retryAt).catch(() => {})
      // The database going away is an outage the health check reports, not a bug in the job.
      const level = isDatabaseUnavailable(err) ? 'warn' : 'error'
      log[level]({ job: job.name, err }, `Scheduled job ${job.name} failed: ${message}`)
    }
    return true
  }

  const tick = () => {
    for (const job of jobs) {
      const p = runDue(job)
        .catch((err: unknown) =>
          log[isDatabaseUnavailable(err) ? 'warn' : 'error'](
            { job: job.name, err },
            `Scheduled job ${job.name} could not start`,
          ),
        )
        .finally(() => running.delete(p))
      running.add(p)
    }
  }

  return {
    add(job: Job) {
      jobs.push(job)
    },
    /** Starts looking for due jobs (first look at once). */
    start() {
      if (timer || !jobs.length) return
      const every = opts.tickMs ?? Math.min(60_000, ...jobs.map((j) => j.everyMs))
      tick()
      timer = setInterval(tick, every)
      timer.unref()
    },
    /** Stops looking and waits for runs under way. */
    async stop() {
      if (timer) clearInterval(timer)
      timer = undefined
      await Promise.allSettled([...running])
    },
    runDue,
    /** The jobs added, in order (tests run one through runDue). */
    jobs: (): readonly Job[] => jobs,
  }
}

export type Scheduler = ReturnType<typeof createScheduler>
