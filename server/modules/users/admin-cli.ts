import { parseArgs } from 'node:util'

import type { Kysely } from 'kysely'

import { fullNameField, PASSWORD_RULES, usernameField } from '../../../core/schemas/auth.ts'
import { emailField } from '../../../core/schemas/contact.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { generatePassword } from '../auth/passwords.ts'
import { createUsersService } from './users.service.ts'

export const ADMIN_USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create           Create a superuser
  reset-password   Set a new password for an account (and make sure it can sign in)
  list             List the superusers

Options:
  --email <email>      The account's email (create, reset-password)
  --password-stdin     Read the password from the first line of standard input
  --password <value>   The password (visible in your shell history: prefer --password-stdin)
  --username <name>    create: the username (default: from the email)
  --name <full name>   create: the full name (default: Administrator)

Without a password option, a random one is generated and shown once.
`

export interface CliIo {
  out: (text: string) => void
  err: (text: string) => void
  /** The first line of standard input (for --password-stdin). */
  readStdin: () => Promise<string>
}

const check = (
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } } },
  v: string,
) => {
  const r = schema.safeParse(v)
  return r.success ? undefined : r.error?.issues[0]?.message
}

/** `npm run admin`: operator commands on the database named by DATABASE_URL. Returns the exit code. */
export const runAdminCli = async (argv: string[], db: Kysely<Database>, io: CliIo): Promise<number> => {
  let parsed
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'password-stdin': { type: 'boolean' },
        username: { type: 'string' },
        name: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    })
  } catch (err) {
    io.err(`${(err as Error).message}\n\n${ADMIN_USAGE}`)
    return 2
  }
  const { values, positionals } = parsed
  const command = positionals[0]
  if (values.help || !command) {
    ;(values.help ? io.out : io.err)(ADMIN_USAGE)
    return values.help ? 0 : 2
  }
  const users = createUsersService({ db })

  if (command === 'list') {
    const rows = await users.listSuperusers()
    if (rows.length === 0)
      io.out('No superusers yet. Create one with: npm run admin -- create --email you@example.com\n')
    for (const r of rows) {
      io.out(`${r.id}\t${r.email}\t${r.username}\t${r.is_active ? 'active' : 'disabled'}\t${r.created_at}\n`)
    }
    return 0
  }

  if (command !== 'create' && command !== 'reset-password') {
    io.err(`Unknown command: ${command}\n\n${ADMIN_USAGE}`)
    return 2
  }
  if (!values.email) {
    io.err(`--email is required for ${command}\n`)
    return 2
  }
  const problems = [
    check(emailField, values.email),
    values.username !== undefined ? check(usernameField, values.username) : undefined,
    values.name !== undefined ? check(fullNameField, values.name) : undefined,
  ].filter(Boolean)

  let password = values.password
  if (values['password-stdin']) password = (await io.readStdin()).replace(/\r?\n$/, '')
  const generated = password === undefined
  password ??= generatePassword()
  problems.push(...PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.message))
  if (problems.length > 0) {
    io.err(`${problems.join('\n')}\n`)
    return 1
  }

  try {
    const user =
      command === 'create'
        ? await users.createSuperuser({
            email: values.email,
            password,
            ...(values.username ? { username: values.username } : {}),
            ...(values.name ? { full_name: values.name } : {}),
          })
        : await users.resetPassword(values.email, password)
    io.out(
      command === 'create'
        ? `Created superuser ${user.email} (username ${user.username}).\n`
        : `New password set for ${user.email}; its other sessions were signed out.\n`,
    )
    if (generated) io.out(`Password (shown once): ${password}\n`)
    return 0
  } catch (err) {
    if (err instanceof AppError) {
      io.err(
        err.code === 'USER_NOT_FOUND'
          ? `No account with the email ${values.email}.\n`
          : `${err.detail}${err.statusCode === 409 ? ' (use reset-password for an existing account)' : ''}.\n`,
      )
      return 1
    }
    throw err
  }
}
