import type { Project } from '../../../core/schemas/project.ts'
import { CoverImage } from '../../components/ui/cover-image.tsx'
import { Gallery } from './gallery.tsx'

/** The main column of a project page: screenshot, description and gallery. */
export const ProjectStory = ({ project: p }: { project: Project }) => (
  <>
    <div className="overflow-hidden rounded-2xl border border-slate-200 shadow-sm dark:border-slate-800">
      <CoverImage
        src={p.featured_image}
        alt={`${p.title}: main screenshot`}
        fallbackLabel={p.title}
        priority
        className="aspect-[16/10] w-full"
      />
    </div>
    <section aria-labelledby="about-title" className="mt-12">
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
