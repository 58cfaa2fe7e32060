import { Container } from '../../components/ui/container.tsx'
import { BlogCard, type CardPost } from './blog-card.tsx'

/** "Keep reading": the latest other posts under a post. */
export const MorePosts = ({ posts }: { posts: CardPost[] }) => (
  <section
    aria-labelledby="more-title"
    className="border-t border-slate-200/70 bg-slate-50 py-16 dark:border-slate-800/70 dark:bg-slate-900/40"
  >
    <Container>
      <h2 id="more-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
        Keep reading
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((p) => (
          <li key={p.id}>
            <BlogCard post={p} />
          </li>
        ))}
      </ul>
    </Container>
  </section>
)
