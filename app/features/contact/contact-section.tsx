import { Clock, Mail, MapPin } from 'lucide-react'
import { Fragment } from 'react'

import type { LayoutProfile } from '../../lib/site-profile.ts'
import { useSiteText } from '../../lib/site-text.ts'
import { SocialLinks } from '../../components/layout/social-links.tsx'
import { ContactForm } from './contact-form.tsx'

const InfoRow = ({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) => (
  <li className="flex items-start gap-4">
    <span className="icon-glass">{icon}</span>
    <div className="min-w-0">
      <div className="text-sm text-brand-100">{label}</div>
      <div className="mt-0.5 font-medium text-white">{children}</div>
    </div>
  </li>
)

/** An address that wraps only before its "@" and its dots on a narrow screen, never mid-word. */
const breakableEmail = (email: string) =>
  email.split(/(?=[@.])/).map((part, i) => (
    <Fragment key={i}>
      {i > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ))

/** The contact block of the home and /contact pages: details beside the form (#contactForm). */
export const ContactSection = ({
  site,
  headingLevel: H = 'h3',
}: {
  site: LayoutProfile
  headingLevel?: 'h2' | 'h3'
}) => {
  const text = useSiteText()
  const [cardText, formTitle] = [text('contact_card.text'), text('contact_card.form_title')]
  return (
    <div className="contact-panel">
      <div className="contact-aside">
        <div aria-hidden="true" className="absolute -top-24 -right-24 h-64 w-64 rounded-full bg-white/10 blur-2xl" />
        <div
          aria-hidden="true"
          className="absolute -bottom-32 -left-16 h-72 w-72 rounded-full bg-indigo-400/20 blur-3xl"
        />
        <div className="relative">
          <H className="text-2xl font-semibold tracking-tight text-white">{text('contact_card.title')}</H>
          {cardText ? <p className="mt-3 leading-7 text-brand-50">{cardText}</p> : null}
          <ul className="mt-8 space-y-6">
            {site.email ? (
              <InfoRow icon={<Mail className="h-5 w-5" aria-hidden="true" />} label="Email">
                <a href={`mailto:${site.email}`} className="break-words underline-offset-4 hover:underline">
                  {breakableEmail(site.email)}
                </a>
              </InfoRow>
            ) : null}
            {site.location ? (
              <InfoRow icon={<MapPin className="h-5 w-5" aria-hidden="true" />} label="Location">
                {site.location}
              </InfoRow>
            ) : null}
            <InfoRow icon={<Clock className="h-5 w-5" aria-hidden="true" />} label="Response time">
              Replies {site.response_time.toLowerCase()}
            </InfoRow>
          </ul>
          <SocialLinks socials={site.socials} className="mt-8 socials-on-brand" />
        </div>
      </div>
      <div className="p-8 sm:p-10 lg:col-span-3">
        {formTitle ? (
          <H className="text-xl font-semibold tracking-tight text-slate-900 dark:text-white">{formTitle}</H>
        ) : null}
        <ContactForm to={site.email} responseTime={site.response_time} sentHeadingLevel={H === 'h2' ? 'h3' : 'h4'} />
      </div>
    </div>
  )
}
