import * as Dialog from '@radix-ui/react-dialog'
import { ChevronLeft, ChevronRight, RotateCcw, X, ZoomIn, ZoomOut } from 'lucide-react'
import { type KeyboardEvent, type PointerEvent, useRef, useState, type WheelEvent } from 'react'

import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP } from '../../../core/constants.ts'
import { Picture, useImageInfo } from '../../components/ui/picture.tsx'

const clampZoom = (z: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, Math.round(z / ZOOM_STEP) * ZOOM_STEP))

const control =
  'grid h-11 w-11 place-items-center rounded-full bg-white/10 text-white ring-1 ring-white/20 backdrop-blur transition hover:bg-white/20 disabled:opacity-40 disabled:hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/** How far (px) a finger or the mouse must travel sideways, at 1×, to change the picture. */
const SWIPE_PX = 50

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y)

/**
 * SPEC.md §4 full-screen viewer: zoom 1×–3× in 0.25 steps (buttons, +/−, wheel, a two-finger
 * pinch), drag to pan when zoomed, arrow keys or a swipe for previous/next wrapping at both
 * ends, Escape to close. The stage takes every touch itself (touch-action: none), so a swipe or
 * a pinch moves the picture, never the page under the viewer.
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
  // The pointers on the stage; one pans (zoomed) or swipes (at 1×), two pinch.
  const pointers = useRef(new Map<number, { x: number; y: number }>())
  const gesture = useRef<
    | { kind: 'pan'; x: number; y: number; panX: number; panY: number }
    | { kind: 'swipe'; x: number; y: number }
    | { kind: 'pinch'; distance: number; zoom: number }
    | null
  >(null)
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
    if (e.pointerType === 'mouse' && e.button !== 0) return
    e.currentTarget.setPointerCapture(e.pointerId)
    const at = { x: e.clientX, y: e.clientY }
    pointers.current.set(e.pointerId, at)
    const [a, b] = [...pointers.current.values()]
    if (a && b) gesture.current = { kind: 'pinch', distance: distance(a, b), zoom }
    else if (zoom > 1) gesture.current = { kind: 'pan', ...at, panX: pan.x, panY: pan.y }
    else gesture.current = { kind: 'swipe', ...at }
    setDragging(true)
  }
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(e.pointerId)) return
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY })
    const g = gesture.current
    if (g?.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()]
      if (a && b && g.distance > 0) zoomTo(g.zoom * (distance(a, b) / g.distance))
    } else if (g?.kind === 'pan') {
      // Keep the picture on screen: the pan range grows with the zoom.
      const limitX = (e.currentTarget.clientWidth * (zoom - 1)) / 2
      const limitY = (e.currentTarget.clientHeight * (zoom - 1)) / 2
      setPan({
        x: Math.max(-limitX, Math.min(limitX, g.panX + (e.clientX - g.x))),
        y: Math.max(-limitY, Math.min(limitY, g.panY + (e.clientY - g.y))),
      })
    } else if (g?.kind === 'swipe') {
      // The picture follows the finger sideways until it is let go.
      setPan({ x: e.clientX - g.x, y: 0 })
    }
  }
  const endGesture = (e: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.delete(e.pointerId)) return
    const g = gesture.current
    if (g?.kind === 'swipe') {
      const dx = e.clientX - g.x
      const dy = e.clientY - g.y
      if (count > 1 && e.type === 'pointerup' && Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(dy))
        show(index + (dx < 0 ? 1 : -1))
      else setPan({ x: 0, y: 0 })
    }
    // A pinch ends with its first finger lifted; the other starts nothing until it is lifted too.
    gesture.current = null
    if (pointers.current.size === 0) setDragging(false)
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950" />
        {/* Opaque: the page never shows through the viewer. */}
        <Dialog.Content
          className="animate-fade-in fixed inset-0 z-50 flex flex-col bg-slate-950 text-white outline-none"
          onKeyDown={onKeyDown}
          aria-describedby={undefined}
        >
          <div className="flex items-center gap-3 p-4 sm:gap-4 sm:p-6">
            <Dialog.Title className="min-w-0 flex-1 truncate text-sm font-medium text-slate-200 sm:text-base">
              {title}
            </Dialog.Title>
            {/* Never truncated: the title gives way first. */}
            <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-slate-200 tabular-nums sm:text-base">
              <span aria-hidden="true">
                {index + 1} / {count}
              </span>
              <span className="sr-only" aria-live="polite">
                Image {index + 1} of {count}
              </span>
            </p>
            {/* On a phone the zoom controls sit at the bottom, under the thumb, leaving the top bar to the title. */}
            <div className="flex items-center gap-2 max-sm:absolute max-sm:inset-x-0 max-sm:bottom-4 max-sm:justify-center">
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
            </div>
            <Dialog.Close className={`${control} shrink-0`} aria-label="Close viewer">
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div
            className="relative flex-1 touch-none overflow-hidden select-none max-sm:mb-20"
            onWheel={onWheel}
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={endGesture}
            onPointerCancel={endGesture}
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
                // While a finger or the mouse moves it, the picture follows without easing.
                style: {
                  transform: `translate(${pan.x}px, ${pan.y}px) scale(${zoom})`,
                  backgroundImage: 'none',
                  ...(dragging ? { transition: 'none' } : {}),
                },
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
            Use the arrow keys or swipe for the previous and next image, plus and minus or pinch to zoom, and Escape to
            close.
          </p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
