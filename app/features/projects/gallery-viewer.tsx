import * as Dialog from '@radix-ui/react-dialog'
import { ChevronLeft, ChevronRight, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react'
import { type KeyboardEvent, type PointerEvent, useRef, useState, type WheelEvent } from 'react'

import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../../../core/constants.ts'
import { Picture, useImageInfo } from '../../components/ui/picture.tsx'

const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z / ZOOM_STEP) * ZOOM_STEP))

const control =
  'grid h-11 w-11 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-white/20 disabled:opacity-40 disabled:hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/**
 * SPEC.md §4 full-screen viewer: zoom 1×–3× in 0.25 steps (buttons, +/−, wheel), drag to pan
 * when zoomed, arrow keys for previous/next wrapping at both ends, Escape to close.
 */
export default function GalleryViewer({
  images,
  title,
  startIndex,
  onClose,
}: {
  images: string[]
  title: string
  startIndex: number
  onClose: () => void
}) {
  const [index, setIndex] = useState(startIndex)
  const [zoom, setZoom] = useState(1)
  const [pan, setPan] = useState({ x: 0, y: 0 })
  const drag = useRef<{ x: number; y: number; panX: number; panY: number } | null>(null)
  const [dragging, setDragging] = useState(false)
  const count = images.length
  const info = useImageInfo(images[index])

  const show = (i: number) => {
    setIndex(((i % count) + count) % count)
    setZoom(1)
    setPan({ x: 0, y: 0 })
  }
  const zoomTo = (z: number) => {
    const next = clampZoom(z)
    setZoom(next)
    if (next === 1) setPan({ x: 0, y: 0 })
  }

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') show(index + 1)
    else if (e.key === 'ArrowLeft') show(index - 1)
    else if (e.key === '+' || e.key === '=') zoomTo(zoom + ZOOM_STEP)
    else if (e.key === '-' || e.key === '_') zoomTo(zoom - ZOOM_STEP)
    else if (e.key === '0') zoomTo(1)
    else return
    e.preventDefault()
  }
  const onWheel = (e: WheelEvent) => zoomTo(zoom + (e.deltaY < 0 ? ZOOM_STEP : -ZOOM_STEP))
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (zoom <= 1) return
    e.currentTarget.setPointerCapture(e.pointerId)
    drag.current = { x: e.clientX, y: e.clientY, panX: pan.x, panY: pan.y }
    setDragging(true)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const d = drag.current
    if (!d) return
    // Keep the picture on screen: the pan range grows with the zoom.
    const limitX = (e.currentTarget.clientWidth * (zoom - 1)) / 2
    const limitY = (e.currentTarget.clientHeight * (zoom - 1)) / 2
    setPan({
      x: Math.max(-limitX, Math.min(limitX, d.panX + (e.clientX - d.x))),
      y: Math.max(-limitY, Math.min(limitY, d.panY + (e.clientY - d.y))),
    })
  }
  const endDrag = () => {
    drag.current = null
    setDragging(false)
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-50 bg-slate-950/95" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
        >
          <div className="flex items-center justify-between gap-4 p-4 sm:p-6">
            <Dialog.Title className="truncate text-sm font-medium text-slate-200 sm:text-base">
              {title} <span className="text-slate-400">·</span>{' '}
              <span aria-live="polite">
                Image {index + 1} of {count}
              </span>
            </Dialog.Title>
            <div className="flex items-center gap-2">
              <button
                type="button"
                className={control}
                onClick={() => zoomTo(zoom - ZOOM_STEP)}
                disabled={zoom <= ZOOM_MIN}
                aria-label="Zoom out"
              >
                <ZoomOut className="h-5 w-5" aria-hidden="true" />
              </button>
              <output className="w-14 text-center text-sm font-semibold tabular-nums" aria-label="Zoom level">
                {Math.round(zoom * 100)}%
              </output>
              <button
                type="button"
                className={control}
                onClick={() => zoomTo(zoom + ZOOM_STEP)}
                disabled={zoom >= ZOOM_MAX}
                aria-label="Zoom in"
              >
                <ZoomIn className="h-5 w-5" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={control}
                onClick={() => zoomTo(1)}
                disabled={zoom === 1}
                aria-label="Reset zoom"
              >
                <RotateCcw className="h-5 w-5" aria-hidden="true" />
              </button>
              <Dialog.Close className={control} aria-label="Close viewer">
                <X className="h-5 w-5" aria-hidden="true" />
              </Dialog.Close>
            </div>
          </div>
          <div
            className="relative flex-1 touch-none overflow-hidden select-none"
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endDrag}
            onPointerCancel={endDrag}
            style={{ cursor: zoom > 1 ? (dragging ? 'grabbing' : 'grab') : 'default' }}
          >
            <Picture
              key={images[index]}
              src={images[index]!}
              info={info}
              sizes="100vw"
              priority
              alt={`${title}, image ${index + 1} of ${count}`}
              className="animate-fade-in absolute inset-0 m-auto max-h-full max-w-full object-contain px-4 pb-4 transition-transform duration-150 ease-out sm:px-20"
              imgProps={{
                draggable: false,
                'data-zoom': zoom,
                // Letterboxed (object-contain): the stand-in would show around the picture.
                style: { transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`, backgroundImage: 'none' },
              }}
            />
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`${control} absolute top-1/2 left-3 -translate-y-1/2 sm:left-6`}
                onClick={() => show(index - 1)}
                aria-label="Previous image"
              >
                <ChevronLeft className="h-6 w-6" aria-hidden="true" />
              </button>
              <button
                type="button"
                className={`${control} absolute top-1/2 right-3 -translate-y-1/2 sm:right-6`}
                onClick={() => show(index + 1)}
                aria-label="Next image"
              >
                <ChevronRight className="h-6 w-6" aria-hidden="true" />
              </button>
            </>
          ) : null}
          <p className="sr-only">
            Use the arrow keys for the previous and next image, plus and minus to zoom, and Escape to close.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
