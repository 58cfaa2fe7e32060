import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { createHighlighter } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { unified } from 'unified'

import { CODE_THEMES, codeClasses } from './code-theme.ts'
import { rehypeHeadingAnchors } from './heading-anchors.ts'
import { SANITIZE_SCHEMA } from './sanitize.ts'

// Grammars load on first use (a post in TypeScript and Bash loads two of Shiki's ~200, not
// twenty), on JavaScript's own RegExp rather than Oniguruma compiled to WebAssembly: together
// ~50 MB less resident memory for the server (issue 9, `npm run bench -- --soak`). An unknown
// fence language is shown as plain text; `forgiving` skips the rare pattern JavaScript cannot
// express instead of failing the whole block.
const highlighter = await createHighlighter({
  themes: Object.values(CODE_THEMES),
  langs: [],
  engine: createJavaScriptRegexEngine({ forgiving: true }),
})

// Sanitize first (the author's HTML), then highlight (our own trusted markup): Shiki's colour
// classes survive, anything the author wrote does not. Colours are classes, not inline styles
// (code-theme.ts), so a post's HTML stays small and the theme lives in one stylesheet. Heading
// ids and "#" links (heading-anchors.ts) are ours too, added after sanitizing.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype)
  .use(rehypeSanitize, SANITIZE_SCHEMA)
  .use(rehypeHeadingAnchors)
  .use(rehypeShikiFromHighlighter, highlighter, {
    lazy: true,
    themes: CODE_THEMES,
    defaultColor: false,
    transformers: [codeClasses()],
    // Shiki's default (500 ms per line) cuts the first, cold tokenization short on a busy
    // machine, leaving the rest of a line in the previous colour; a bound still guards the server.
    tokenizeTimeLimit: 5_000,
    fallbackLanguage: 'text',
    defaultLanguage: 'text',
  })
  .use(rehypeStringify)
  .freeze()

const WORDS_PER_MINUTE = 200

export interface RenderedMarkdown {
  html: string
  readTime: number
}

/** Markdown → sanitized, highlighted HTML and a read time in minutes (at least 1). */
export const renderMarkdown = async (markdown: string): Promise<RenderedMarkdown> => {
  const html = String(await processor.process(markdown))
  const words = markdown
    .replace(/```[\s\S]*?```/g, (block) => block.replace(/[^\s]+/g, 'w'))
    .split(/\s+/)
    .filter(Boolean).length
  return { html, readTime: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) }
}
