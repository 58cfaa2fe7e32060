import { UserPlus } from 'lucide-react'
import { Link } from 'react-router'

import { AuthCard } from '../features/auth/auth-card.tsx'
import { RegisterForm } from '../features/auth/register-form.tsx'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/register-me'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(rootDataOf(matches), {
    title: 'Create an account',
    description: 'Create an account.',
    path: location.pathname,
    noindex: true,
  })

export default function RegisterMe() {
  return (
    <AuthCard
      icon={<UserPlus className="h-6 w-6" />}
      title="Create an account"
      description="All fields are required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/log-me-in" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
            Log in
          </Link>
        </>
      }
    >
      <RegisterForm />
    </AuthCard>
  )
}
