import { createContext } from 'react-router'

import type { PublicServices, Visitor } from '../core/services.ts'

/**
 * The keys the server fills for every render (server/web/ssr.ts). The server must use these very
 * objects, so entry.server.tsx re-exports them and the server reads them from the built module.
 */
export const servicesContext = createContext<PublicServices>()

export interface RequestInfo {
  /** Canonical origin, no trailing slash (SITE_URL). */
  siteUrl: string
  /** Who is asking, for view counting; absent when the page is rendered for the cache. */
  visitor?: Visitor
  /** Called by a detail page's loader so the server can count views on cached copies too. */
  onView?: (type: 'project' | 'post', id: number) => void
}

export const requestInfoContext = createContext<RequestInfo>()
