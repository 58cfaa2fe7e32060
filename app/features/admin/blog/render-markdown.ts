import rehypeShikiFromHighlighter from '@shikijs/rehype/core'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { createHighlighterCore } from 'shiki/core'
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript'
import { unified } from 'unified'

// The live preview of the post editor. There is no preview endpoint in the API, so the browser
// runs the pipeline the server runs when a post is saved (server/lib/markdown.ts): GFM, the
// same sanitize rules (server/lib/sanitize.ts, copied here because app/ never imports server/),
// then Shiki with the same two themes and languages. This module is only ever loaded by the
// editor, so none of it reaches the public pages.

const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-[\w-]+$/]],
    a: [...(defaultSchema.attributes?.a ?? []), 'title'],
    img: [...(defaultSchema.attributes?.img ?? []), 'title', 'loading'],
  },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
}

const highlighter = createHighlighterCore({
  themes: [import('shiki/themes/github-light.mjs'), import('shiki/themes/github-dark.mjs')],
  // The server's list: ts, tsx, js, jsx, json, bash, shell, python, sql, html, css, yaml, php,
  // java, go, rust, dockerfile, diff, markdown, toml, graphql (aliases come with each grammar).
  langs: [
    import('shiki/langs/typescript.mjs'),
    import('shiki/langs/tsx.mjs'),
    import('shiki/langs/javascript.mjs'),
    import('shiki/langs/jsx.mjs'),
    import('shiki/langs/json.mjs'),
    import('shiki/langs/shellscript.mjs'),
    import('shiki/langs/python.mjs'),
    import('shiki/langs/sql.mjs'),
    import('shiki/langs/html.mjs'),
    import('shiki/langs/css.mjs'),
    import('shiki/langs/yaml.mjs'),
    import('shiki/langs/php.mjs'),
    import('shiki/langs/java.mjs'),
    import('shiki/langs/go.mjs'),
    import('shiki/langs/rust.mjs'),
    import('shiki/langs/docker.mjs'),
    import('shiki/langs/diff.mjs'),
    import('shiki/langs/markdown.mjs'),
    import('shiki/langs/toml.mjs'),
    import('shiki/langs/graphql.mjs'),
  ],
  engine: createJavaScriptRegexEngine({ forgiving: true }),
})

const processor = highlighter.then((h) =>
  unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, SANITIZE_SCHEMA)
    .use(rehypeShikiFromHighlighter, h, {
      themes: { light: 'github-light', dark: 'github-dark' },
      defaultColor: 'light',
      fallbackLanguage: 'text',
      defaultLanguage: 'text',
    })
    .use(rehypeStringify)
    .freeze(),
)

/** Markdown → the HTML the published post will show. */
export const renderMarkdown = async (markdown: string) => String(await (await processor).process(markdown))
