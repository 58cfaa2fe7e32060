import { Clock, Download, Mail, MapPin } from 'lucide-react'
import { Link } from 'react-router'

import type { NavEntry } from '../../../core/schemas/site.ts'
import type { LayoutProfile } from '../../lib/site-profile.ts'
import { useSiteText } from '../../lib/site-text.ts'
import { Container } from '../ui/container.tsx'
import { isInternal } from './nav-items.ts'
import { SocialLinks } from './social-links.tsx'

const footerLink = 'footer-link'

const Column = ({ title, children }: { title: string; children: React.ReactNode }) => (
  <div>
    {title ? <h2 className="footer-heading">{title}</h2> : null}
    <ul className="mt-4 space-y-3">{children}</ul>
  </div>
)

export const SiteFooter = ({ site, links }: { site: LayoutProfile; links: NavEntry[] }) => {
  const text = useSiteText()
  return (
    <footer className="band-deferred site-footer">
      <Container className="py-14">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 lg:grid-cols-12">
          <div className="col-span-2 lg:col-span-5">
            <Link to="/" className="text-lg font-semibold tracking-tight text-slate-900 dark:text-white">
              {site.name}
            </Link>
            <p className="mt-3 max-w-sm text-sm leading-6 text-slate-600 dark:text-slate-400">{site.headline}</p>
            <SocialLinks socials={site.socials} size="sm" className="mt-5" />
          </div>
          <div className="lg:col-span-2">
            <Column title={text('footer.links_title')}>
              {links.map((l) => (
                <li key={`${l.url} ${l.label}`}>
                  {isInternal(l.url) ? (
                    <Link to={l.url} className={footerLink}>
                      {l.label}
                    </Link>
                  ) : (
                    <a href={l.url} className={footerLink}>
                      {l.label}
                    </a>
                  )}
                </li>
              ))}
            </Column>
          </div>
          <div className="lg:col-span-2">
            <Column title={text('footer.resources_title')}>
              {/* Only when there is one: a site nobody has set up has no résumé (issue 23). */}
              {site.resume_url ? (
                <li>
                  <a href={site.resume_url} download className={`${footerLink} inline-flex items-center gap-1.5`}>
                    <Download className="h-3.5 w-3.5" aria-hidden="true" />
                    Resume (PDF)
                  </a>
                </li>
              ) : null}
              <li>
                {/* spec §2: the footer links to /blog (singular), which redirects to /blogs */}
                <a href="/blog" className={footerLink}>
                  Latest Posts
                </a>
              </li>
              <li>
                <Link to="/projects" className={footerLink}>
                  Portfolio
                </Link>
              </li>
              <li>
                <a href="/rss.xml" className={footerLink}>
                  RSS Feed
                </a>
              </li>
            </Column>
          </div>
          <div className="col-span-2 lg:col-span-3">
            <Column title={text('footer.contact_title')}>
              {site.email ? (
                <li>
                  <a href={`mailto:${site.email}`} className={`${footerLink} inline-flex items-center gap-2 break-all`}>
                    <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
                    {site.email}
                  </a>
                </li>
              ) : null}
              {site.location ? (
                <li className="footer-info items-start">
                  <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  {site.location}
                </li>
              ) : null}
              <li className="footer-info">
                <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
                {`Replies ${site.response_time.toLowerCase()}`}
              </li>
            </Column>
          </div>
        </div>
        <div className="footer-bottom">
          {text('footer.copyright') ? <p>{text('footer.copyright')}</p> : null}
          <p>{site.stack_line}</p>
        </div>
      </Container>
    </footer>
  )
}
