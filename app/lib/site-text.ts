import { useRouteLoaderData } from 'react-router'

import { siteText, type SiteCopyKey, type SiteCopyOverrides } from '../../core/site-copy.ts'

interface RootCopyData {
  copy?: SiteCopyOverrides
  site: { name: string; response_time: string }
  year: number
}

/**
 * The site's fixed texts (core/site-copy.ts) as the owner set them: `text(key)` answers the text
 * in use, placeholders filled in; "" means the owner hid the element that shows it. The root's
 * data carries only the changed texts, so a fresh install's pages are as before.
 */
export const useSiteText = () => {
  const data = useRouteLoaderData('root') as RootCopyData | undefined
  return (key: SiteCopyKey) =>
    siteText(data?.copy ?? {}, key, {
      name: data?.site.name,
      response_time: data?.site.response_time,
      year: data?.year,
    })
}
