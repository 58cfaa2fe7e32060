import { ChevronDown } from 'lucide-react'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'

import { TOC_MIN_HEADINGS, type TocEntry } from '../../../core/toc.ts'
import { Container } from '../../components/ui/container.tsx'
import { SERVER_HTML } from '../../components/ui/static-part.tsx'
import { cn } from '../../lib/cn.ts'

const COPIED_MS = 2000

const TocList = ({ toc }: { toc: TocEntry[] }) => (
  <ol className="space-y-1 text-sm">
    {toc.map((entry) => (
      <li key={entry.id} className={entry.level === 3 ? 'pl-4' : undefined}>
        <a href={`#${entry.id}`} className="toc-link">
          {entry.text}
        </a>
      </li>
    ))}
  </ol>
)

/**
 * A "Copy" button on every code block of the post. The post's HTML comes from the server as is
 * (the CSP forbids inline scripts), so the buttons are added here once the page is interactive,
 * and the outcome is announced through the live region.
 */
const useCopyButtons = (html: string | undefined, announce: (text: string) => void) => {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const cleanups: (() => void)[] = []
    for (const pre of root.querySelectorAll('pre')) {
      if (pre.parentElement?.classList.contains('code-block')) continue
      const wrap = document.createElement('div')
      wrap.className = 'code-block'
      pre.replaceWith(wrap)
      const button = document.createElement('button')
      button.type = 'button'
      button.className = 'copy-code'
      button.textContent = 'Copy'
      wrap.append(pre, button)
      let timer: number | undefined
      const copy = async () => {
        window.clearTimeout(timer)
        try {
          await navigator.clipboard.writeText((pre.textContent ?? '').replace(/\n$/, ''))
          button.textContent = 'Copied'
          announce('Copied')
        } catch {
          button.textContent = 'Copy failed'
          announce('Could not copy the code')
        }
        timer = window.setTimeout(() => {
          button.textContent = 'Copy'
        }, COPIED_MS)
      }
      const onClick = () => void copy()
      button.addEventListener('click', onClick)
      cleanups.push(() => {
        window.clearTimeout(timer)
        button.removeEventListener('click', onClick)
      })
    }
    return () => cleanups.forEach((c) => c())
  }, [html, announce])
  return ref
}

const PLAYER = /^https:\/\/(?:www\.youtube-nocookie\.com\/embed\/[\w-]+|player\.vimeo\.com\/video\/\d+)$/

/**
 * Click-to-load videos (server/lib/markdown-blocks.ts): the button, hidden until the page is
 * interactive, puts the player in place; nothing is requested from the video's site before.
 */
const useVideoEmbeds = (ref: RefObject<HTMLDivElement | null>, html: string | undefined) => {
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const onClick = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('.video-embed-play')
      const embed = button?.closest<HTMLElement>('.video-embed')
      const src = embed?.dataset.embed ?? ''
      if (!embed || !button || !PLAYER.test(src)) return
      const frame = document.createElement('iframe')
      frame.src = src
      frame.title = `${embed.dataset.provider ?? 'Video'} player`
      frame.allow = 'fullscreen; picture-in-picture; encrypted-media'
      frame.referrerPolicy = 'strict-origin-when-cross-origin'
      button.replaceWith(frame)
      frame.focus()
    }
    for (const button of root.querySelectorAll<HTMLButtonElement>('.video-embed-play')) button.disabled = false
    root.addEventListener('click', onClick)
    return () => root.removeEventListener('click', onClick)
  }, [ref, html])
}

/**
 * A post's text with its table of contents (only with at least two headings): a sticky sidebar
 * on wide screens, a collapsible "On this page" above the text on phones.
 */
export const PostBody = ({
  html,
  toc,
  children,
}: {
  /** The post's HTML; undefined while the page hydrates (left out of its data, see blog-post-data.server.ts). */
  html: string | undefined
  toc: TocEntry[]
  children?: ReactNode
}) => {
  const [announcement, setAnnouncement] = useState('')
  const [announce] = useState(() => (text: string) => {
    // Cleared first, so a second "Copied" is announced again.
    setAnnouncement('')
    window.setTimeout(() => setAnnouncement(text), 50)
  })
  const ref = useCopyButtons(html, announce)
  useVideoEmbeds(ref, html)
  const withToc = toc.length >= TOC_MIN_HEADINGS

  const body = (
    <div>
      {withToc ? (
        <details className="group mb-10 rounded-2xl border border-slate-200 bg-slate-50 lg:hidden dark:border-slate-800 dark:bg-slate-900/50">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 py-3.5 text-sm font-semibold text-slate-900 focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none dark:text-white dark:focus-visible:ring-brand-400 [&::-webkit-details-marker]:hidden">
            On this page
            <ChevronDown className="h-4 w-4 transition-transform group-open:rotate-180" aria-hidden="true" />
          </summary>
          <nav aria-label="On this page" className="px-3 pb-4">
            <TocList toc={toc} />
          </nav>
        </details>
      ) : null}
      {/* Without `html` (the page hydrating), the server's HTML of the body stays as it is. */}
      <div
        ref={ref}
        className="prose-content text-[1.0625rem] leading-8"
        dangerouslySetInnerHTML={html === undefined ? SERVER_HTML : { __html: html }}
        suppressHydrationWarning
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {children}
    </div>
  )

  if (!withToc)
    return (
      <Container size="narrow" className="py-12">
        {body}
      </Container>
    )
  return (
    <Container size="wide" className="py-12">
      <div className={cn('lg:grid lg:grid-cols-[minmax(0,48rem)_15rem] lg:justify-center lg:gap-12')}>
        {body}
        <aside className="hidden lg:block">
          <nav aria-label="On this page" className="sticky top-24 max-h-[calc(100dvh-8rem)] overflow-y-auto">
            <p className="mb-3 px-2 text-xs font-semibold tracking-wider text-slate-500 uppercase dark:text-slate-400">
              On this page
            </p>
            <TocList toc={toc} />
          </nav>
        </aside>
      </div>
    </Container>
  )
}
