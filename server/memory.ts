/**
 * MEMORY_LIMIT_MB, the server's memory budget, turned into the settings that bound a Node
 * process's resident memory (README, Configuration). They must be set before V8 and glibc start,
 * so the server re-executes itself once with them, in place (`process.execve`: same process id,
 * nothing runs twice) before it loads anything else:
 * - V8's old space gets two thirds of the budget (`--max-old-space-size`): the live heap is
 *   ~55 MB at rest and ~70 MB under the soak's mixed load (heap snapshots), more while a post
 *   with code is rendered (Shiki) or a share card drawn, and without a limit V8 lets the
 *   committed heap grow to several times that (an old space of 96 MB once ran out in a soak);
 * - its young generation stays small (`--max-semi-space-size`, budget / 64 MiB per semi-space;
 *   under `--optimize-for-size`, below, V8 keeps it at 1 MiB whatever this says: measured with
 *   `v8.getHeapSpaceStatistics()`, session 17);
 * - under a budget below 256 MiB (the default 192 is for a small server) V8 favours memory over
 *   speed (`--optimize-for-size`: among others a smaller heap growth factor, so the committed
 *   heap stays nearer the live one): 4-minute soaks side by side, RSS 187 → 155 MB; the
 *   10-minute soak had reached 199-201 MB without it on a fast host, and with it serves about a
 *   fifth fewer requests a second of its mixed load (server-rendered pages mostly; the cached
 *   pages and the API of `npm run bench` within its noise). Without it but with the heap's
 *   growth held at 10% (`--heap-growing-percent=10`), the 4-minute soak grew to 202 MB against
 *   179 MB flat with it (README, Performance: issue 24, session 17). V8 13's `--memory-saver-mode`
 *   with a fixed 3 MiB young generation instead (session 20): +0.03 on the cached API, but a
 *   peak 9 MB higher in the 10-minute soak. A larger budget keeps the speed;
 * - glibc keeps at most 2 malloc arenas (`MALLOC_ARENA_MAX`, unless it is set already): the
 *   native allocations of the threads (zlib, sharp, the SQLite driver) otherwise spread over one
 *   arena per thread and are seldom given back;
 * - glibc's mmap threshold fixed at 16 KiB and its trim threshold at 128 KiB
 *   (`MALLOC_MMAP_THRESHOLD_`, `MALLOC_TRIM_THRESHOLD_`, unless set): by default the mmap
 *   threshold grows with every large block freed. Blocks of 16 KiB and more (zlib's buffers,
 *   compressed output chunks, pages being rendered, file chunks) are then mapped and unmapped
 *   whole; in the arenas these short-lived blocks, freed whenever V8 collects their Buffers,
 *   left holes around long-lived ones that glibc never gave back (malloc_stats after a soak:
 *   35-54 MB of arenas, 16-27 MB in use). 2-minute soaks side by side: arenas 36-52 → 23-37
 *   MB, end RSS ~11 MB lower, at the cost of a few percent of requests a second.
 * - `gc()` is exposed (`--expose-gc`) for collectGarbage, below.
 * The rest of the budget is the node binary and native modules (~60 MB) and CACHE_MAX_MB. The
 * production server is compiled JavaScript (build/node, ADR 016): Node's TypeScript stripper
 * (amaro and its WebAssembly) would hold ~11 MB more for as long as the process lives.
 * Flags given to node itself (node --max-old-space-size=… server/main.ts) come after, and win.
 */
/** Budgets below this (MiB) trade some speed for memory (`--optimize-for-size`). */
const OPTIMIZE_FOR_SIZE_BELOW_MB = 256

export const memorySettings = (limitMb: number) => ({
  v8Flags: [
    `--max-old-space-size=${Math.floor((limitMb * 2) / 3)}`,
    `--max-semi-space-size=${Math.min(16, Math.max(1, Math.floor(limitMb / 64)))}`,
    ...(limitMb < OPTIMIZE_FOR_SIZE_BELOW_MB ? ['--optimize-for-size'] : []),
    '--expose-gc',
  ],
  env: {
    MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
    MALLOC_MMAP_THRESHOLD_: process.env.MALLOC_MMAP_THRESHOLD_ || '16384',
    MALLOC_TRIM_THRESHOLD_: process.env.MALLOC_TRIM_THRESHOLD_ || '131072',
  },
})

/** Marks the re-executed process (its value: the budget it was started with). */
const APPLIED = 'FOLIO_MEMORY_LIMIT_APPLIED'

/**
 * Re-executes this process under the settings for `limitMb` unless it runs under them already;
 * 0 turns it off. Returns (without re-executing) where `process.execve` is missing (Windows).
 */
export const applyMemoryLimit = (limitMb: number) => {
  if (limitMb === 0 || process.env[APPLIED] === String(limitMb) || typeof process.execve !== 'function') return
  const { v8Flags, env } = memorySettings(limitMb)
  // The same program again: the compiled server in production (build/node, ADR 016), the
  // TypeScript through Node's own type stripping under `npm run dev`. No loader of our own.
  process.execve(process.execPath, [process.execPath, ...v8Flags, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    ...env,
    [APPLIED]: String(limitMb),
  })
}

/**
 * A full collection now, where the server runs under its budget (`--expose-gc`); nothing
 * elsewhere (`npm run dev`, tests, MEMORY_LIMIT_MB=0). For a batch that makes a lot of
 * short-lived garbage at once, such as an import rendering its 1,000 posts: V8 lets the heap grow
 * by tens of MB before it collects on its own (README, Performance: issue 26).
 */
export const collectGarbage = ({ thorough = false }: { thorough?: boolean } = {}) =>
  thorough ? collectThoroughly() : globalThis.gc?.()

/**
 * V8's last-resort collection (several full ones, compacting, and the pages V8 keeps pooled for
 * reuse given back): after a batch, before the next heavy step. An import calls it between
 * writing its posts and making its images' variants: the server's RSS then ~4–8 MB lower.
 */
const collectThoroughly = () =>
  (globalThis.gc as ((options: object) => void) | undefined)?.({
    type: 'major',
    execution: 'sync',
    flavor: 'last-resort',
  })
