import type { FastifyBaseLogger } from 'fastify'

import type { Config } from '../../config.ts'
import type { UsersService } from './users.service.ts'

/**
 * On start (ARCHITECTURE.md): ADMIN_EMAIL/ADMIN_PASSWORD name a superuser that must exist with
 * that password; with neither set and no superuser yet, one is created and its random password
 * is printed once, to stdout only (it is never logged or stored).
 */
export const bootstrapAdmin = async (
  users: UsersService,
  config: Pick<Config, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD'>,
  log: Pick<FastifyBaseLogger, 'info'>,
  print: (text: string) => void = (text) => process.stdout.write(text),
) => {
  const result = await users.ensureAdmin({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD })
  if (result.action !== 'unchanged') log.info({ email: result.user.email }, `administrator ${result.action}`)
  if (result.generatedPassword) {
    print(
      [
        '',
        '  Folio created an administrator account:',
        `    email:    ${result.user.email}`,
        `    password: ${result.generatedPassword}`,
        '  This password is shown only once. Sign in at /log-me-in and change it, or set',
        '  ADMIN_EMAIL and ADMIN_PASSWORD, or run `npm run admin -- reset-password`.',
        '',
        '',
      ].join('\n'),
    )
  }
  return result
}
