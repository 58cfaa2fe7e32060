import type { ReactNode } from 'react'

import { Container } from '../ui/container.tsx'
import { PageHeader } from '../ui/page-header.tsx'

/** The frame of a legal page (/privacy, /terms): a "Legal" header, then the text in a narrow column. */
export const LegalPage = ({
  title,
  description,
  children,
}: {
  title: string
  description: string
  children: ReactNode
}) => (
  <>
    <PageHeader eyebrow="Legal" title={title} description={description} />
    <Container size="narrow" className="py-12 sm:py-16">
      <div className="prose-content">{children}</div>
    </Container>
  </>
)
