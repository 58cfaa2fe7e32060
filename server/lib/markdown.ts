import { getHeapStatistics } from 'node:v8'

import { collectGarbage } from '../memory.ts'
import { lazyRetrying } from './lazy.ts'
import type { MarkdownRenderer } from './markdown.render.ts'

/**
 * The renderer (unified, Shiki and the grammars it has compiled: ~25 MB of heap once a post with
 * code is rendered) exists only while posts are being written: it is made on first use and
 * dropped once no render has run for this long (issue 9: pages are served from stored HTML).
 */
export const RENDERER_IDLE_MS = 60_000

const renderer = lazyRetrying<MarkdownRenderer>(() =>
  import('./markdown.render.ts').then(({ createMarkdownRenderer }) => createMarkdownRenderer()),
)
let running = 0
let idleTimer: NodeJS.Timeout | undefined

/**
 * Drops the renderer now unless a render is running (the next one makes a new one): after a
 * batch of renders that will not be followed by more, such as the sample content on first start.
 */
export const releaseMarkdownRenderer = () => {
  clearTimeout(idleTimer)
  idleTimer = undefined
  if (running > 0) return
  void renderer.take()?.then(
    (r) => r.dispose(),
    () => {},
  )
}

const WORDS_PER_MINUTE = 200

/**
 * A full collection once renders have grown the heap by this much since the last one (only under
 * the server's budget: see collectGarbage). A render's trees and tokens die young, yet over a
 * batch (an import's 1,000 posts, a maintenance step re-rendering every post) V8 lets them pile
 * up by tens of MB before it collects on its own. Measured in heap growth rather than in renders,
 * so long posts are collected after as much garbage as short ones (README, Performance: issue 26:
 * the job's peak RSS 179–190 MB at one collection every 25 renders, 174–183 MB at this rule; at
 * 4 MB the job took 53 s instead of 19 s).
 */
const COLLECT_AFTER_GROWTH_BYTES = 8 * 1024 * 1024
let heapAfterCollection = 0
const collectIfGrown = () => {
  const used = getHeapStatistics().used_heap_size
  if (used - heapAfterCollection < COLLECT_AFTER_GROWTH_BYTES) return
  collectGarbage()
  heapAfterCollection = getHeapStatistics().used_heap_size
}

export interface RenderedMarkdown {
  html: string
  readTime: number
}

/** Markdown → sanitized, highlighted HTML and a read time in minutes (at least 1). */
export const renderMarkdown = async (markdown: string): Promise<RenderedMarkdown> => {
  running++
  clearTimeout(idleTimer)
  let html: string
  try {
    html = await (await renderer.get()).toHtml(markdown)
  } finally {
    running--
    if (running === 0) idleTimer = setTimeout(releaseMarkdownRenderer, RENDERER_IDLE_MS).unref()
  }
  collectIfGrown()
  const words = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\s]+/g, 'w'))
    .split(/\s+/)
    .filter(Boolean).length
  return { html, readTime: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) }
}
