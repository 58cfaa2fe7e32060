import { href, Link, useRouteLoaderData } from 'react-router'

import { LegalPage } from '../components/layout/legal-page.tsx'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/privacy'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(rootDataOf(matches), {
    title: 'Privacy policy',
    description: 'What this site stores about you, why, and for how long.',
    path: location.pathname,
  })

/** The privacy policy the registration form links to (SPEC.md §2). */
export default function Privacy() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const name = root?.site.name ?? 'the site owner'
  const email = root?.site.email
  return (
    <LegalPage
      title="Privacy policy"
      description="What this site stores about you, why, and for how long. No advertising, no trackers, no data sold."
    >
      <p>
        This site is run by {name} on their own server. It uses no analytics service, advertising network, font or
        script from another company: everything you load comes from this site.
      </p>
      <h2>What is stored</h2>
      <ul>
        <li>
          <strong>Your account</strong>, if you create one: your full name, username and email address, and your
          password in a one-way hashed form that nobody can read back.
        </li>
        <li>
          <strong>Messages</strong> you send through the contact form: your name, email address, subject and message, so
          that they can be answered.
        </li>
        <li>
          <strong>Views and likes</strong>: page views are counted without cookies and without storing your address; a
          like stores a random identifier in a cookie so that the same browser counts once.
        </li>
      </ul>
      <h2>In your browser</h2>
      <p>
        Your theme choice (light or dark) is kept in your browser’s local storage. When you sign in, your session tokens
        are kept there too, and removed when you log out.
      </p>
      <h2>How long</h2>
      <p>
        Accounts are kept until you ask for them to be deleted. Messages are kept until the site owner deletes them.
        Sign-in sessions end after 30 days without use.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask to see, correct or delete what this site stores about you
        {email ? (
          <>
            {' '}
            by writing to <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        . See also the <Link to={href('/terms')}>terms and conditions</Link>.
      </p>
    </LegalPage>
  )
}
