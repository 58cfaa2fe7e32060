import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Updateable } from 'kysely'

import type { SubscriberStatus } from '../../../core/schemas/newsletter.ts'
import type { Database, NewsletterDeliveriesTable, NewsletterSubscribersTable } from '../../db/schema.ts'
import { containsText } from '../../db/search.ts'

type Db = Kysely<Database>

export const SUBSCRIBER_COLUMNS = [
  'id',
  'email',
  'name',
  'status',
  'created_at',
  'confirmed_at',
  'unsubscribed_at',
] as const

export const findSubscriberByEmail = (db: Db, email: string) =>
  db.selectFrom('newsletter_subscribers').selectAll().where('email_key', '=', email.toLowerCase()).executeTakeFirst()

export const findSubscriberBy = (
  db: Db,
  column: 'id' | 'confirm_token' | 'unsubscribe_token',
  value: string | number,
) =>
  db
    .selectFrom('newsletter_subscribers')
    .selectAll()
    .where(column, '=', value as never)
    .executeTakeFirst()

const searchFilter = (search: string | undefined) => (qb: ReturnType<typeof baseQuery>) => {
  if (!search) return qb
  return qb.where((eb) => eb.or([containsText('email', search), containsText('name', search)]))
}
const baseQuery = (db: Db) => db.selectFrom('newsletter_subscribers')

export const listSubscribers = async (
  db: Db,
  q: { status?: SubscriberStatus; search?: string; skip: number; limit: number },
) => {
  const filtered = searchFilter(q.search)(baseQuery(db))
  const withStatus = q.status ? filtered.where('status', '=', q.status) : filtered
  const [rows, total, counts] = await Promise.all([
    withStatus
      .select(SUBSCRIBER_COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .offset(q.skip)
      .limit(q.limit)
      .execute(),
    withStatus.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
    filtered
      .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('status')
      .execute(),
  ])
  const byStatus = { pending: 0, active: 0, unsubscribed: 0 }
  for (const c of counts) byStatus[c.status] = Number(c.n)
  return { rows, total: Number(total.n), counts: byStatus }
}

/** Every subscriber matching, oldest first, a page at a time (the CSV export). */
export const subscribersAfter = (db: Db, q: { status?: SubscriberStatus; search?: string }, afterId: number) => {
  const filtered = searchFilter(q.search)(baseQuery(db))
  return (q.status ? filtered.where('status', '=', q.status) : filtered)
    .select(SUBSCRIBER_COLUMNS)
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(1000)
    .execute()
}

/** Confirmation emails queued for one subscriber, or from visitors overall, since `since`. */
export const countConfirmations = async (db: Db, since: string, subscriberId?: number) => {
  let q = db
    .selectFrom('newsletter_deliveries')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('post_id', 'is', null)
    .where('created_at', '>', since)
  q = subscriberId === undefined ? q.where('source', '=', 'visitor') : q.where('subscriber_id', '=', subscriberId)
  return Number((await q.executeTakeFirstOrThrow()).n)
}

/** A confirmation email in the queue, and when it was asked for (the link's validity). */
export const queueConfirmation = (db: Db, subscriberId: number, source: 'visitor' | 'import', now: string) =>
  db.transaction().execute(async (trx) => {
    await trx
      .insertInto('newsletter_deliveries')
      .values({
        post_id: null,
        subscriber_id: subscriberId,
        status: 'queued',
        priority: 0,
        source,
        next_attempt_at: now,
        created_at: now,
      })
      .execute()
    await trx
      .updateTable('newsletter_subscribers')
      .set({ confirm_sent_at: now })
      .where('id', '=', subscriberId)
      .execute()
  })

export const insertSubscriber = (db: Db, row: Insertable<NewsletterSubscribersTable>) =>
  db.insertInto('newsletter_subscribers').values(row).returningAll().executeTakeFirstOrThrow()

export const updateSubscriber = (db: Db, id: number, patch: Updateable<NewsletterSubscribersTable>) =>
  db.updateTable('newsletter_subscribers').set(patch).where('id', '=', id).execute()

export const activatePending = (db: Db, id: number) =>
  db
    .updateTable('newsletter_subscribers')
    .set({ status: 'active', confirmed_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()

/** Unsubscribed, and the deliveries still queued for them cancelled, together. */
export const unsubscribe = (db: Db, id: number, now: string) =>
  db.transaction().execute(async (trx) => {
    await trx
      .updateTable('newsletter_subscribers')
      .set({ status: 'unsubscribed', unsubscribed_at: now })
      .where('id', '=', id)
      .execute()
    await cancelQueuedFor(trx, id)
  })

/** The subscriber and their deliveries; false when there was none. */
export const deleteSubscriber = (db: Db, id: number) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom('newsletter_deliveries').where('subscriber_id', '=', id).execute()
    const res = await trx.deleteFrom('newsletter_subscribers').where('id', '=', id).executeTakeFirst()
    return Number(res.numDeletedRows) === 1
  })

export const findPostForEmail = (db: Db, id: number) =>
  db.selectFrom('blog_posts').select(['id', 'title', 'slug', 'excerpt']).where('id', '=', id).executeTakeFirst()

/** Posts public at `now` that have not gone public before (each is recorded once, ever). */
export const postsGonePublic = (db: Db, now: string) =>
  db
    .selectFrom('blog_posts as p')
    .select(['p.id', 'p.title', 'p.send_newsletter'])
    .where('p.published', '=', 1)
    .where('p.published_at', '<=', now)
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('newsletter_posts as n').select('n.post_id').whereRef('n.post_id', '=', 'p.id'))),
    )
    .orderBy('p.published_at')
    .execute()

/**
 * Records that a post went public and, when it is to be sent, queues one delivery for every
 * subscriber active now, in one transaction: of several instances doing it at once, the one
 * whose insert of `newsletter_posts` succeeds queues; the unique (post, subscriber) index makes
 * a second queueing impossible anyway.
 */
export const recordGonePublic = (db: Db, post: { id: number; title: string }, send: boolean, now: string) =>
  db.transaction().execute(async (trx) => {
    const res = await trx
      .insertInto('newsletter_posts')
      .values({ post_id: post.id, title: post.title, sent: send ? 1 : 0, went_public_at: now })
      .onConflict((oc) => oc.column('post_id').doNothing())
      .executeTakeFirst()
    if (Number(res.numInsertedOrUpdatedRows ?? 0) !== 1 || !send) return 0
    const queued = await trx
      .insertInto('newsletter_deliveries')
      .columns(['post_id', 'subscriber_id', 'status', 'priority', 'source', 'next_attempt_at', 'created_at'])
      .expression((eb) =>
        eb
          .selectFrom('newsletter_subscribers')
          .select([
            sql<number>`${post.id}`.as('post_id'),
            'id',
            sql<string>`'queued'`.as('status'),
            sql<number>`1`.as('priority'),
            sql<string>`'post'`.as('source'),
            sql<string>`${now}`.as('next_attempt_at'),
            sql<string>`${now}`.as('created_at'),
          ])
          .where('status', '=', 'active'),
      )
      .onConflict((oc) => oc.columns(['post_id', 'subscriber_id']).doNothing())
      .executeTakeFirst()
    return Number(queued.numInsertedOrUpdatedRows ?? 0)
  })

const dueNow = (now: string) => (eb: ExpressionBuilder<Database, 'newsletter_deliveries'>) =>
  eb.or([
    eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', now)]),
    eb.and([eb('status', '=', 'sending'), eb('lease_until', '<=', now)]),
  ])

/** Whether any delivery can be sent now (queued and due, or its sender's lease ran out). */
export const hasDue = async (db: Db, now: string) =>
  (await db.selectFrom('newsletter_deliveries').select('id').where(dueNow(now)).limit(1).executeTakeFirst()) !==
  undefined

/**
 * Claims the next due delivery for this sender: one conditional UPDATE of one row, its
 * condition checked again on the row itself, so of several instances exactly one gets it
 * (docs/decisions/014-newsletter-delivery.md). The claim is a lease: a sender killed with it
 * leaves a row that is due again once `lease_until` passes.
 */
export const claimNext = async (db: Db, now: string, leaseUntil: string, token: string) => {
  const next = db
    .selectFrom('newsletter_deliveries')
    .select('id')
    .where(dueNow(now))
    .orderBy('priority')
    .orderBy('id')
    .limit(1)
  return db
    .updateTable('newsletter_deliveries')
    .set((eb) => ({
      status: 'sending',
      lease_until: leaseUntil,
      lease_token: token,
      attempts: eb('attempts', '+', 1),
    }))
    .where('id', '=', (eb) => eb.selectFrom(next.as('n')).select('n.id'))
    .where(dueNow(now))
    .returningAll()
    .executeTakeFirst()
}

export const renewLease = (db: Db, id: number, token: string, until: string) =>
  db
    .updateTable('newsletter_deliveries')
    .set({ lease_until: until })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .where('status', '=', 'sending')
    .execute()

/** Ends a claim: the row changes only while this sender still holds it. */
export const finishDelivery = (
  db: Db,
  id: number,
  token: string,
  patch: Partial<Pick<NewsletterDeliveriesTable, 'status' | 'next_attempt_at' | 'last_error' | 'sent_at'>>,
) =>
  db
    .updateTable('newsletter_deliveries')
    .set({ ...patch, lease_until: null, lease_token: null })
    .where('id', '=', id)
    .where('lease_token', '=', token)
    .executeTakeFirst()

export const cancelQueuedFor = (db: Db, subscriberId: number) =>
  db
    .updateTable('newsletter_deliveries')
    .set({ status: 'cancelled' })
    .where('subscriber_id', '=', subscriberId)
    .where('status', '=', 'queued')
    .execute()

/** Per-post figures for the posts that went out, newest first; deleted posts are left out. */
export const postStats = async (db: Db, postId?: number) => {
  let posts = db
    .selectFrom('newsletter_posts as n')
    .innerJoin('blog_posts as p', 'p.id', 'n.post_id')
    .select(['n.post_id', 'p.title'])
    .where('n.sent', '=', 1)
    .orderBy('n.went_public_at', 'desc')
    .orderBy('n.post_id', 'desc')
  if (postId !== undefined) posts = posts.where('n.post_id', '=', postId)
  const rows = await posts.execute()
  if (!rows.length) return []
  const counts = await db
    .selectFrom('newsletter_deliveries')
    .select(['post_id', 'status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where(
      'post_id',
      'in',
      rows.map((r) => r.post_id),
    )
    .groupBy(['post_id', 'status'])
    .execute()
  return rows.map((r) => {
    const of = (statuses: string[]) =>
      counts
        .filter((c) => c.post_id === r.post_id && statuses.includes(c.status))
        .reduce((sum, c) => sum + Number(c.n), 0)
    return {
      post_id: r.post_id,
      title: r.title,
      queued: of(['queued', 'sending']),
      sent: of(['sent']),
      failed: of(['failed']),
    }
  })
}

/**
 * One slot of the shared pace (NEWSLETTER_RATE_PER_MINUTE across every instance): a
 * compare-and-swap on one row, so two senders never get the same slot. Returns when it is.
 */
export const takeSlot = async (db: Db, now: number, intervalMs: number): Promise<number> => {
  for (;;) {
    const row = await db.selectFrom('newsletter_pace').select('next_slot_at').where('id', '=', 1).executeTakeFirst()
    if (!row) {
      await db
        .insertInto('newsletter_pace')
        .values({ id: 1, next_slot_at: new Date(now).toISOString() })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
      continue
    }
    const slot = Math.max(Date.parse(row.next_slot_at), now)
    const res = await db
      .updateTable('newsletter_pace')
      .set({ next_slot_at: new Date(slot + intervalMs).toISOString() })
      .where('id', '=', 1)
      .where('next_slot_at', '=', row.next_slot_at)
      .executeTakeFirst()
    if (Number(res.numUpdatedRows) === 1) return slot
  }
}
