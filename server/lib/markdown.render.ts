import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import type { KatexOptions } from 'katex'
import rehypeSanitize from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { createHighlighter } from 'shiki'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { type PluggableList, unified } from 'unified'

import { CODE_THEMES, codeClasses } from './code-theme.ts'
import { rehypeDiagrams } from './diagrams.ts'
import { rehypeHeadingAnchors } from './heading-anchors.ts'
import { lazyRetrying } from './lazy.ts'
import { rehypeWritingBlocks } from './markdown-blocks.ts'
import { SANITIZE_SCHEMA } from './sanitize.ts'

/**
 * KaTeX (ADR 012): HTML + MathML; no \href, \url or \includegraphics (`trust: false`); sizes and macro
 * expansion bounded so a formula cannot make a save slow; an error's colour follows the theme.
 */
const KATEX: KatexOptions = {
  output: 'htmlAndMathml',
  strict: 'ignore',
  trust: false,
  errorColor: 'var(--katex-error)',
  maxSize: 50,
  maxExpand: 200,
}

export interface MarkdownRenderer {
  /** Markdown → sanitized, highlighted HTML. */
  toHtml(markdown: string): Promise<string>
  /** Frees the highlighter: its compiled grammars are most of its memory. */
  dispose(): void
}

/**
 * A Markdown processor with its own Shiki highlighter (markdown.ts makes one when a post is
 * written and drops it when writing stops). Grammars load on first use (a post in TypeScript and
 * Bash loads two of Shiki's ~200, not twenty), on JavaScript's own RegExp rather than Oniguruma
 * compiled to WebAssembly: together ~50 MB less resident memory for the server (issue 9,
 * `npm run bench -- --soak`). An unknown fence language is shown as plain text; `forgiving`
 * skips the rare pattern JavaScript cannot express instead of failing the whole block.
 */
export const createMarkdownRenderer = async (): Promise<MarkdownRenderer> => {
  const highlighter = await createHighlighter({
    themes: Object.values(CODE_THEMES),
    langs: [],
    engine: createJavaScriptRegexEngine({ forgiving: true }),
  })

  // Sanitize first (the author's HTML), then highlight (our own trusted markup): Shiki's colour
  // classes survive, anything the author wrote does not. Colours are classes, not inline styles
  // (code-theme.ts), so a post's HTML stays small and the theme lives in one stylesheet. Heading
  // ids and "#" links (heading-anchors.ts) are ours too, added after sanitizing.
  const processorWith = ({ syntax, formulas }: { syntax: PluggableList; formulas: PluggableList }) =>
    unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(syntax)
      .use(remarkRehype)
      .use(rehypeSanitize, SANITIZE_SCHEMA)
      .use(rehypeHeadingAnchors)
      // Our markup, after sanitizing: formulas (KaTeX: HTML + MathML; bad TeX becomes a
      // `katex-error` span with its source and the parser's message), diagrams, callouts, figures,
      // embeds and cards (docs/api/writing.md).
      .use(formulas)
      .use(rehypeDiagrams)
      .use(rehypeWritingBlocks)
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

  // Math is written between dollar signs (`$…$` and `$$…$$`, docs/api/writing.md "Math"; a single
  // `$` in prose stays text): Markdown without one renders the same without remark-math and
  // KaTeX, which are loaded when a post first has a `$` (~8 MB resident that most posts never need).
  const plain = processorWith({ syntax: [], formulas: [] })
  const withMath = lazyRetrying(() =>
    Promise.all([import('remark-math'), import('rehype-katex')]).then(
      ([{ default: remarkMath }, { default: rehypeKatex }]) =>
        processorWith({
          syntax: [[remarkMath, { singleDollarTextMath: true }]],
          formulas: [[rehypeKatex, KATEX]],
        }),
    ),
  )

  return {
    toHtml: async (markdown) => String(await (markdown.includes('$') ? await withMath.get() : plain).process(markdown)),
    dispose: () => highlighter.dispose(),
  }
}
