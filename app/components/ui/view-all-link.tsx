import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'

import { buttonClass } from './button.ts'

export const ViewAllLink = ({ to, children }: { to: string; children: React.ReactNode }) => (
  <div className="mt-12 text-center">
    <Link to={to} className={buttonClass({ variant: 'outline', className: 'group' })}>
      {children}
      <ArrowRight className="h-4 w-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
    </Link>
  </div>
)
