import type { ReactNode } from 'react'

export const SectionHeading = ({
  eyebrow,
  title,
  description,
  id,
  align = 'center',
  as: Heading = 'h2',
  children,
}: {
  eyebrow?: string
  title: string
  description?: ReactNode
  id?: string
  align?: 'center' | 'left'
  as?: 'h1' | 'h2'
  children?: ReactNode
}) => (
  <div className={align === 'center' ? 'section-head' : 'mb-10 max-w-3xl sm:mb-12'}>
    {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
    <Heading id={id} className={Heading === 'h1' ? 'heading heading-1' : 'heading heading-2'}>
      {title}
    </Heading>
    {description ? <p className="lead">{description}</p> : null}
    {children}
  </div>
)
