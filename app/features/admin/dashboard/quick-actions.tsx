import { Award, ExternalLink, FilePlus2, FolderPlus, MessageSquarePlus, UserCog } from 'lucide-react'
import { Link } from 'react-router'

const ACTIONS = [
  { to: '/admin/projects/create', label: 'New project', icon: FolderPlus },
  { to: '/admin/blog/create', label: 'Write a post', icon: FilePlus2 },
  { to: '/admin/certificates/create', label: 'Add a certificate', icon: Award },
  { to: '/admin/testimonials/create', label: 'Add a testimonial', icon: MessageSquarePlus },
  { to: '/admin/site', label: 'Edit site profile', icon: UserCog },
]

const itemClass =
  'flex items-center gap-3 rounded-xl border border-slate-200 px-3 py-2.5 text-sm font-medium text-slate-800 transition-colors hover:border-brand-300 hover:bg-brand-50 hover:text-brand-800 dark:border-slate-800 dark:text-slate-200 dark:hover:border-brand-700 dark:hover:bg-brand-950 dark:hover:text-brand-200'

export const QuickActions = () => (
  <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1">
    {ACTIONS.map(({ to, label, icon: Icon }) => (
      <li key={to}>
        <Link to={to} className={itemClass}>
          <Icon className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
          {label}
        </Link>
      </li>
    ))}
    <li>
      <a href="/" target="_blank" rel="noreferrer" className={itemClass}>
        <ExternalLink className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        View the site
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  </ul>
)
