// `npm start`: build the web app when the build is missing or older than its sources, then
// serve the whole site (migrations and sample content run on start, see server/main.ts).
import { ensureBuild } from './ensure-build.ts'

if (!ensureBuild()) process.exit(1)
await import('../server/main.ts')
