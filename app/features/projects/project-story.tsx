import type { Project } from '../../../core/schemas/project.ts'
import { CoverImage } from '../../components/ui/cover-image.tsx'
import { Gallery } from './gallery.tsx'

/** The main column of a project page: screenshot, description and gallery. */
export const ProjectStory = ({ project: p }: { project: Project }) => (
  <>
    {/* Without a screenshot the page starts with its story: the header above already names it. */}
    {p.featured_image ? (
      <div className="overflow-hidden rounded-2xl border border-slate-200 shadow-sm dark:border-slate-800">
        <CoverImage
          src={p.featured_image}
          alt={`${p.title}: main screenshot`}
          sizes="(min-width: 1152px) 44rem, (min-width: 1024px) 62vw, calc(100vw - 2rem)"
          priority
          className="aspect-[16/10] w-full"
        />
      </div>
    ) : null}
    <section aria-labelledby="about-title" className={p.featured_image ? 'mt-12' : undefined}>
      <h2 id="about-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        About the project
      </h2>
      <div className="prose-content mt-5" dangerouslySetInnerHTML={{ __html: p.description }} />
    </section>
    {p.gallery.length > 0 ? (
      <section aria-labelledby="gallery-title" className="mt-12">
        <h2 id="gallery-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
          Gallery
        </h2>
        <p className="mt-1 mb-5 text-sm text-slate-600 dark:text-slate-400">Select an image to view it full screen.</p>
        <Gallery images={p.gallery} title={p.title} />
      </section>
    ) : null}
  </>
)
