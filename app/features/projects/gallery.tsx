import { Maximize2 } from 'lucide-react'
import { lazy, Suspense, useState } from 'react'

import { CoverImage } from '../../components/ui/cover-image.tsx'

/** A thumbnail's width: 2 columns, then 3 in the project page's main column (44rem at most). */
const GALLERY_SIZES = '(min-width: 1024px) 14rem, (min-width: 640px) calc((100vw - 5rem) / 3), calc((100vw - 3rem) / 2)'

const loadViewer = () => import('./gallery-viewer.tsx')
const GalleryViewer = lazy(loadViewer)

/** The project's pictures; any of them opens the full-screen viewer (loaded on demand). */
export const Gallery = ({ images, title }: { images: string[]; title: string }) => {
  const [openAt, setOpenAt] = useState<number | null>(null)
  if (images.length === 0) return null
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        {images.map((src, i) => (
          <li key={src}>
            <button
              type="button"
              onClick={() => setOpenAt(i)}
              onPointerEnter={() => void loadViewer()}
              onFocus={() => void loadViewer()}
              className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800"
              aria-label={`Open image ${i + 1} of ${images.length} of ${title} in the viewer`}
            >
              <CoverImage
                src={src}
                alt=""
                sizes={GALLERY_SIZES}
                className="h-full w-full transition duration-500 group-hover:scale-105"
              />
              <span className="absolute inset-0 grid place-items-center bg-slate-950/0 text-white opacity-0 transition group-hover:bg-slate-950/40 group-hover:opacity-100 group-focus-visible:bg-slate-950/40 group-focus-visible:opacity-100">
                <Maximize2 className="h-6 w-6" aria-hidden="true" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {openAt !== null ? (
        <Suspense fallback={null}>
          <GalleryViewer images={images} title={title} startIndex={openAt} onClose={() => setOpenAt(null)} />
        </Suspense>
      ) : null}
    </>
  )
}
