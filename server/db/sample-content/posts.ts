import { readFileSync } from 'node:fs'

import type { BlogPost } from '../../../core/schemas/blog.ts'

/**
 * A sample blog post. The Markdown body lives in posts/<file>.md; `content` and `read_time` are
 * rendered from it when seeding. `published` and `created`/`updated` are days before seeding.
 */
export type SamplePost = Omit<
  BlogPost,
  | 'content'
  | 'read_time'
  | 'published_at'
  | 'created_at'
  | 'updated_at'
  | 'published'
  | 'status'
  | 'canonical_url'
  | 'og_image_url'
  | 'series'
> & {
  file: string
  published: number
  created: number
  updated: number
}

const cover = (slug: string) => `/images/blog/${slug}.webp`

/** The Markdown source of a sample post. */
export const readPostMarkdown = (file: string) =>
  readFileSync(new URL(`./posts/${file}`, import.meta.url), 'utf8').trim() + '\n'

// SPEC.md §3: 5 posts with ids 1, 3, 4, 5, 6 and 22 distinct tags between them.
export const SAMPLE_POSTS: SamplePost[] = [
  {
    id: 1,
    title: 'Building a Type-Safe REST API with FastAPI and Pydantic',
    slug: 'type-safe-rest-api-fastapi-pydantic',
    file: 'fastapi-type-safe-rest-api.md',
    excerpt:
      'Separate input and output models, dependencies for everything request-scoped, one error shape and tests ' +
      'that speak HTTP: the FastAPI structure I use to keep an API contract explicit.',
    featured_image: cover('type-safe-rest-api-fastapi-pydantic'),
    tags: ['Python', 'FastAPI', 'API Design', 'Backend', 'Testing'],
    meta_title: 'Type-Safe REST APIs with FastAPI and Pydantic',
    meta_description:
      'A practical FastAPI project structure: Pydantic input and output models, Annotated dependencies, ' +
      'domain errors, paginated responses and contract tests.',
    featured: true,
    views: 1843,
    published: 300,
    created: 304,
    updated: 120,
  },
  {
    id: 3,
    title: 'PostgreSQL Indexing: A Practical Guide for Application Developers',
    slug: 'postgresql-indexing-practical-guide',
    file: 'postgresql-indexing-guide.md',
    excerpt:
      'Read a query plan, then pick the right tool: composite, partial, expression, covering and trigram ' +
      'indexes — plus how to add them without locking a busy table.',
    featured_image: cover('postgresql-indexing-practical-guide'),
    tags: ['PostgreSQL', 'SQL', 'Databases', 'Performance'],
    meta_title: 'PostgreSQL Indexing Guide for Application Developers',
    meta_description:
      'How to read EXPLAIN ANALYZE and choose composite, partial, expression, covering and trigram indexes ' +
      'in PostgreSQL, with safe production rollout.',
    featured: true,
    views: 2461,
    published: 210,
    created: 214,
    updated: 210,
  },
  {
    id: 4,
    title: 'Shipping Django with Docker: A Production-Ready Setup',
    slug: 'django-docker-production-setup',
    file: 'django-docker-production.md',
    excerpt:
      'A two-stage Dockerfile, settings from the environment, WhiteNoise for static files, Compose with ' +
      'health checks and migrations as a release step.',
    featured_image: cover('django-docker-production-setup'),
    tags: ['Docker', 'Django', 'DevOps', 'Deployment', 'Python'],
    meta_title: 'Production-Ready Django with Docker and Compose',
    meta_description:
      'A Django Docker setup for real client projects: slim multi-stage images, a non-root user, ' +
      'environment-driven settings, WhiteNoise and safe migrations.',
    featured: true,
    views: 1528,
    published: 150,
    created: 153,
    updated: 150,
  },
  {
    id: 5,
    title: 'TypeScript Patterns I Use on Every Project',
    slug: 'typescript-patterns-every-project',
    file: 'typescript-patterns-every-project.md',
    excerpt:
      'Discriminated unions, exhaustive switches, Zod at the boundaries, satisfies and branded ids: seven ' +
      'small TypeScript habits that catch real bugs at compile time.',
    featured_image: cover('typescript-patterns-every-project'),
    tags: ['TypeScript', 'JavaScript', 'React', 'Zod', 'Best Practices'],
    meta_title: 'TypeScript Patterns for Safer Applications',
    meta_description:
      'Seven practical TypeScript patterns: discriminated unions, assertNever, Zod validation, const arrays, ' +
      'satisfies, branded types and strict compiler flags.',
    featured: true,
    views: 2037,
    published: 75,
    created: 78,
    updated: 40,
  },
  {
    id: 6,
    title: 'How I Run a Freelance Project, from First Call to Handover',
    slug: 'freelance-project-workflow',
    file: 'freelance-project-workflow.md',
    excerpt:
      'Discovery calls, one-page proposals, weekly demos, readable Git history and a handover checklist: ' +
      'the workflow that keeps my projects on time and my clients coming back.',
    featured_image: cover('freelance-project-workflow'),
    tags: ['Freelancing', 'Career', 'Productivity', 'Git', 'Best Practices'],
    meta_title: 'A Freelance Developer Workflow That Works',
    meta_description:
      'How a freelance developer scopes, prices, runs and hands over client projects: discovery, proposals, ' +
      'Git workflow, weekly demos and handover.',
    featured: false,
    views: 734,
    published: 18,
    created: 21,
    updated: 18,
  },
]
