import type { Page } from '../../../../core/schemas/page.ts'
import { Badge } from '../../../components/ui/badge.tsx'
import { adminApi } from '../api.ts'
import { useDocumentColumns } from '../blog/document-columns.tsx'
import { DataTable } from '../ui/data-table.tsx'

export const PagesTable = ({ pages }: { pages: Page[] }) => {
  const columns = useDocumentColumns<Page>({
    noun: 'page',
    editPath: (p) => `/admin/pages/${p.id}/edit`,
    publicPath: (p) => `/${p.slug}`,
    badges: (p) => (p.show_in_nav ? <Badge tone="brand">In navigation</Badge> : null),
    deleteNote: ' and its address will answer “Page not found”. To only hide it, unpublish it instead.',
    remove: (p) => adminApi.deletePage(p.id),
  })
  return <DataTable caption="Pages" columns={columns} rows={pages} rowKey={(p) => p.id} />
}
