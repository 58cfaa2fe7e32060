// `npm start`: build the web app and compile the server when they are missing or older than
// their sources, then serve the whole site from the compiled server (build/node, ADR 016;
// migrations and sample content run on start, see server/main.ts).
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import { SERVER_ENTRY } from './build-server.ts'
import { ensureBuild } from './ensure-build.ts'

if (!ensureBuild()) process.exit(1)
const entry = join(new URL('..', import.meta.url).pathname, 'build/node', SERVER_ENTRY)
// In place of this process (same process id, as a service manager expects): the server's own
// process never loads TypeScript's tooling or Node's TypeScript stripper.
if (typeof process.execve === 'function')
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, entry, ...process.argv.slice(2)],
    process.env,
  )
else await import(pathToFileURL(entry).href)
