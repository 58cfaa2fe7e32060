import type { HomeSectionId } from '../../../core/site-defaults.ts'

/** The home sections drawn on a background band in today's order with every section shown. */
export const DEFAULT_MUTED: readonly HomeSectionId[] = ['skills', 'tutoring', 'posts', 'testimonials']

/**
 * Which home sections are drawn on a background band: every other section below the hero, counted
 * in the owner's order among those on the page (shown, and with something to show), so the bands
 * alternate however the sections are ordered or hidden. With the default order and every section
 * on the page, today's bands (DEFAULT_MUTED).
 */
export const mutedBands = (
  order: readonly { id: HomeSectionId; visible: boolean }[],
  onPage: (id: HomeSectionId) => boolean,
): HomeSectionId[] =>
  order
    .filter((s) => s.visible && s.id !== 'hero' && onPage(s.id))
    .filter((_, i) => i % 2 === 0)
    .map((s) => s.id)

/** `muted` when it draws other bands than DEFAULT_MUTED among the sections on the page, else undefined. */
export const changedBands = (muted: readonly HomeSectionId[], onPage: readonly HomeSectionId[]) =>
  onPage.some((id) => muted.includes(id) !== DEFAULT_MUTED.includes(id)) ? [...muted] : undefined
