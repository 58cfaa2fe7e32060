import { href, Link, useRouteLoaderData } from 'react-router'

import { LegalPage } from '../components/layout/legal-page.tsx'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/terms'

export const meta: Route.MetaFunction = ({ matches, location }) =>
  buildMeta(rootDataOf(matches), {
    title: 'Terms and conditions',
    description: 'The terms for using this site and creating an account on it.',
    path: location.pathname,
  })

/** The terms the registration form links to (SPEC.md §2). */
export default function Terms() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const name = root?.site.name ?? 'the site owner'
  const email = root?.site.email
  return (
    <LegalPage
      title="Terms and conditions"
      description={`The rules for using this site and for creating an account on it. ${name} runs this site personally.`}
    >
      <h2>Using this site</h2>
      <p>
        You are welcome to read, share and link to the projects, posts and certificates shown here. The text, images and
        code samples remain the work of {name} unless a post says otherwise; code in blog posts may be reused in your
        own projects.
      </p>
      <h2>Accounts</h2>
      <p>
        Creating an account is free. An account lets you sign in; it does not give you the right to change the content
        of this site, which only the site owner can do. Keep your password to yourself and choose one you do not use
        elsewhere.
      </p>
      <ul>
        <li>Give a real name and an email address you can read.</li>
        <li>Do not try to reach parts of the site you were not given access to.</li>
        <li>Do not use the site or its contact form to send spam or anything unlawful.</li>
      </ul>
      <p>
        Accounts that break these rules may be closed. You can ask for your account to be deleted at any time
        {email ? (
          <>
            {' '}
            by writing to <a href={`mailto:${email}`}>{email}</a>
          </>
        ) : null}
        .
      </p>
      <h2>Messages and likes</h2>
      <p>
        Messages sent through the contact form are read by the site owner and answered by email. A like counts once per
        visitor.
      </p>
      <h2>No warranty</h2>
      <p>
        The site is provided as it is. Project descriptions and posts are written with care but may contain mistakes or
        become out of date; use them at your own judgement.
      </p>
      <h2>Changes</h2>
      <p>
        These terms may change when the site changes. The version on this page is the one that applies. See also the{' '}
        <Link to={href('/privacy')}>privacy policy</Link>.
      </p>
    </LegalPage>
  )
}
