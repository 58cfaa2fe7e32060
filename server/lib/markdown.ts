import rehypeShiki from '@shikijs/rehype'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'

import { CODE_THEMES, codeClasses } from './code-theme.ts'
import { rehypeHeadingAnchors } from './heading-anchors.ts'
import { SANITIZE_SCHEMA } from './sanitize.ts'

const LANGUAGES = [
  'ts',
  'tsx',
  'js',
  'jsx',
  'json',
  'bash',
  'shell',
  'python',
  'sql',
  'html',
  'css',
  'yaml',
  'php',
  'java',
  'go',
  'rust',
  'dockerfile',
  'diff',
  'markdown',
  'toml',
  'graphql',
] as const

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
  .use(rehypeShiki, {
    themes: CODE_THEMES,
    defaultColor: false,
    transformers: [codeClasses()],
    // Shiki's default (500 ms per line) cuts the first, cold tokenization short on a busy
    // machine, leaving the rest of a line in the previous colour; a bound still guards the server.
    tokenizeTimeLimit: 5_000,
    // A fixed set keeps start-up fast; any other fence is shown as plain text.
    langs: [...LANGUAGES],
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
