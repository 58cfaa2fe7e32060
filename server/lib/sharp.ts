import type Sharp from 'sharp'
import { lazyRetrying } from './lazy.ts'

/**
 * sharp and libvips (~16 MB resident) are loaded when an image is first processed (an upload, a
 * backfill that has variants to make, a share card), not at start: pages serve stored files.
 */
export const { get: loadSharp } = lazyRetrying<typeof Sharp>(() =>
  import('sharp').then(({ default: sharp }) => {
    // libvips keeps up to 50 MB of decoded images and open files for reuse; a server makes each
    // variant once, so the cache only holds resident memory after the backfill (issue 9's soak).
    sharp.cache(false)
    // One libvips worker thread per image, not one per core: variants are made in the
    // background one upload at a time (a core stays free for requests), and each extra thread
    // holds its own tiles and encoder buffers (an import's 200 images: RSS peaks ~20 MB lower).
    sharp.concurrency(1)
    return sharp
  }),
)
