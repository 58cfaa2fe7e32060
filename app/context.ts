import { createContext } from 'react-router'

import type { PublicServices } from '../core/services.ts'

/**
 * The keys the server fills for every render (server/web/ssr.ts). The server must use these very
 * objects, so entry.server.tsx re-exports them and the server reads them from the built module.
 */
export const servicesContext = createContext<PublicServices>()

export interface RequestInfo {
  /** Canonical origin, no trailing slash (SITE_URL). */
  siteUrl: string
  /**
   * A page request (the HTML of a first load), not a client navigation's data request (`.data`):
   * loaders leave the data of static parts out of a page's hydration data
   * (components/ui/static-part.tsx).
   */
  pageRequest: boolean
  /**
   * Called by a detail page's loader with the item it shows. The render is shared (the page
   * cache serves it to every later visitor, and no loader runs for them), so the loader cannot
   * count the view itself: the server remembers the item with the cached page and counts a view
   * for each visitor it serves (analytics.countView, server/web/page-responder.ts).
   */
  onView?: (type: 'project' | 'post', id: number) => void
}

export const requestInfoContext = createContext<RequestInfo>()
