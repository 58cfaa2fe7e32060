import type { Element, ElementContent, Root, RootContent } from 'hast'
import rehypeParse from 'rehype-parse'
import rehypeStringify from 'rehype-stringify'
import { unified } from 'unified'

import { pictureSources, placeholderStyle } from '../../../core/images.ts'
import type { ImageInfo, ImageMap } from '../../../core/schemas/upload.ts'

/** A post body image spans the reading column: 44rem (max-w-3xl less its padding), else the screen less 2rem. */
export const POST_BODY_SIZES = '(min-width: 48rem) 44rem, calc(100vw - 2rem)'

const picture = (img: Element, src: string, info: ImageInfo): Element => {
  const style = placeholderStyle(info)
  return {
    type: 'element',
    tagName: 'picture',
    properties: {},
    children: [
      ...pictureSources(src, info).map((s): Element => ({
        type: 'element',
        tagName: 'source',
        properties: { type: s.type, srcSet: s.srcSet, sizes: POST_BODY_SIZES },
        children: [],
      })),
      {
        ...img,
        properties: {
          ...img.properties,
          width: info.width,
          height: info.height,
          // A post body is below its header and cover: never a first-view image.
          loading: 'lazy',
          decoding: 'async',
          ...(style
            ? { style: `background-image:${style.backgroundImage};background-size:${style.backgroundSize}` }
            : {}),
        },
      },
    ],
  }
}

const rewrite = <T extends Root | Element>(node: T, images: ImageMap): T => {
  const children = node.children.map((child: RootContent | ElementContent) => {
    if (child.type !== 'element') return child
    const src = child.tagName === 'img' ? String(child.properties.src ?? '') : ''
    if (Object.hasOwn(images, src)) return picture(child, src, images[src]!)
    // An image already inside a <picture> keeps the sources it has.
    return child.tagName === 'picture' ? child : rewrite(child, images)
  })
  return { ...node, children } as T
}

const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(() => (tree: Root, file) => rewrite(tree, file.data.images as ImageMap))
  .use(rehypeStringify)

/**
 * Rendered HTML (a post body) with each `<img>` whose URL has variants turned into a
 * `<picture>`: AVIF and WebP `srcset` + `sizes`, intrinsic width and height, lazy loading and
 * the blurred stand-in. Other images are left as they are.
 */
export const pictureHtml = (html: string, images: ImageMap): string =>
  String(processor.processSync({ value: html, data: { images } }))
