// The server compiled for production (ADR 016): `server/`, `core/` and the one module of `app/`
// the server imports, their TypeScript erased to JavaScript file by file into `build/node/` with
// the same folder layout, the data files beside them (the sample posts, images.json) and the
// package.json their JSON imports read. `npm start`, the benchmarks and the browser journeys run
// `build/node/server/main.js`, so the production process never loads Node's TypeScript stripper
// (amaro and its WebAssembly: ~11 MB resident for as long as the process lives). `npm run dev`,
// the scripts and the tests keep running the TypeScript as it is.
//
// The sources use only erasable syntax (tsconfig `erasableSyntaxOnly`), so this is what Node's
// stripper does at run time: the same code, without its types. TypeScript's own transpiler does
// it here (a maintained compiler, already the project's type checker); it also rewrites the
// relative `.ts` import specifiers to `.js` (`rewriteRelativeImportExtensions`).
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative } from 'node:path'

import type TypeScript from 'typescript'

const root = new URL('..', import.meta.url).pathname

/** What the compiled server is made of, relative to the checkout. */
export const SOURCES = ['server', 'core', 'app/lib/static-mode.ts']
/** Never part of the server: tests and their helpers. */
const isTest = (path: string) => /\.test\.ts$|\.d\.ts$|(^|\/)test\//.test(path)

/** The compiler, loaded when a build is due: what imports SERVER_ENTRY alone never loads it. */
const loadTypeScript = () => createRequire(import.meta.url)('typescript') as typeof TypeScript

const filesOf = (path: string): string[] => {
  const full = join(root, path)
  if (!existsSync(full)) throw new Error(`build-server: ${path} is missing`)
  if (!statSync(full).isDirectory()) return [path]
  return readdirSync(full).flatMap((name) => filesOf(join(path, name)))
}

/** Where the compiled entry point is, under `outDir` (default: the checkout's build/node). */
export const SERVER_ENTRY = 'server/main.js'

/**
 * Compiles the server into `outDir` (replaced whole: written beside it, then renamed). Throws on
 * a syntax error, with the file and line.
 */
export const buildServer = (outDir = join(root, 'build/node')) => {
  const ts = loadTypeScript()
  const compilerOptions: TypeScript.CompilerOptions = {
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    verbatimModuleSyntax: true,
    rewriteRelativeImportExtensions: true,
  }
  const tmp = `${outDir}.tmp-${process.pid}`
  rmSync(tmp, { recursive: true, force: true })
  let compiled = 0
  for (const path of SOURCES.flatMap(filesOf).filter((p) => !isTest(p))) {
    const target = join(tmp, path)
    mkdirSync(dirname(target), { recursive: true })
    if (!path.endsWith('.ts')) {
      cpSync(join(root, path), target)
      continue
    }
    const out = ts.transpileModule(readFileSync(join(root, path), 'utf8'), {
      compilerOptions,
      fileName: path,
      reportDiagnostics: true,
    })
    const error = out.diagnostics?.find((d) => d.category === ts.DiagnosticCategory.Error)
    if (error) {
      const at = error.file && error.start !== undefined ? error.file.getLineAndCharacterOfPosition(error.start) : null
      throw new Error(
        `build-server: ${path}${at ? `:${at.line + 1}` : ''}: ${ts.flattenDiagnosticMessageText(error.messageText, '\n')}`,
      )
    }
    writeFileSync(target.replace(/\.ts$/, '.js'), out.outputText)
    compiled++
  }
  // The JSON imports of package.json (the version in /health and backups), and the module type.
  cpSync(join(root, 'package.json'), join(tmp, 'package.json'))
  rmSync(outDir, { recursive: true, force: true })
  renameSync(tmp, outDir)
  return { compiled, outDir: relative(root, outDir) || '.' }
}

if (import.meta.main) {
  const started = performance.now()
  const { compiled, outDir } = buildServer()
  console.log(`build-server: ${compiled} modules in ${outDir} (${Math.round(performance.now() - started)} ms)`)
}
