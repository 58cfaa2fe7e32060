import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'

import type { Database, UsersTable } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const findUserById = (db: Q, id: number) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()

/** Emails are stored lower-cased, so an exact match is a case-insensitive one. */
export const findUserByEmail = (db: Q, email: string) =>
  db.selectFrom('users').selectAll().where('email', '=', email.toLowerCase()).executeTakeFirst()

/** Usernames keep the case they were typed in, but two that differ only by case clash. */
export const findUserByUsername = (db: Q, username: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .executeTakeFirst()

export const findFirstSuperuser = (db: Q) =>
  db.selectFrom('users').selectAll().where('is_superuser', '=', 1).orderBy('id').limit(1).executeTakeFirst()

export const insertUser = (db: Q, row: Insertable<UsersTable>) =>
  db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow()

export const updateUser = (db: Q, id: number, row: Updateable<UsersTable>) =>
  db.updateTable('users').set(row).where('id', '=', id).returningAll().executeTakeFirst()

export const listSuperusers = (db: Q) =>
  db.selectFrom('users').selectAll().where('is_superuser', '=', 1).orderBy('id').execute()
