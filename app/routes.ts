import { type RouteConfig, index, layout, route } from '@react-router/dev/routes'

// SPEC.md §2's public routes, all inside the site layout (header, footer, metadata).
// The sign-in pages and the lazily loaded /admin subtree (issue 5) are added beside them.
export default [
  layout('routes/public-layout.tsx', [
    index('routes/home.tsx'),
    route('projects', 'routes/projects.tsx'),
    route('projects/:slug', 'routes/project-detail.tsx'),
    route('blogs', 'routes/blogs.tsx'),
    route('blogs/:slug', 'routes/blog-post.tsx'),
    // API.md, Publishing: a draft or scheduled post as its page will look, for whoever holds the link.
    route('preview/:token', 'routes/post-preview.tsx'),
    route('certificates', 'routes/certificates.tsx'),
    route('contact', 'routes/contact.tsx'),
    route('log-me-in', 'routes/log-me-in.tsx'),
    route('register-me', 'routes/register-me.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('testimonials/new/:token', 'routes/testimonial-request.tsx'),
    // The owner's pages (docs/api/owners-site.md): a dynamic segment, so every fixed route wins.
    route(':slug', 'routes/page.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The admin area (issue 5): its own frame, browser-only loaders, a code-split chunk per screen.
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/dashboard.tsx'),
    route('blog', 'routes/admin/blog.tsx'),
    route('blog/create', 'routes/admin/blog-create.tsx'),
    route('blog/:id/edit', 'routes/admin/blog-edit.tsx'),
    route('tags', 'routes/admin/tags.tsx'),
    route('pages', 'routes/admin/pages.tsx'),
    route('pages/create', 'routes/admin/page-create.tsx'),
    route('pages/:id/edit', 'routes/admin/page-edit.tsx'),
    route('projects', 'routes/admin/projects.tsx'),
    route('projects/create', 'routes/admin/project-create.tsx'),
    route('projects/:id/edit', 'routes/admin/project-edit.tsx'),
    route('certificates', 'routes/admin/certificates.tsx'),
    route('certificates/create', 'routes/admin/certificate-create.tsx'),
    route('certificates/:id/edit', 'routes/admin/certificate-edit.tsx'),
    route('testimonials', 'routes/admin/testimonials.tsx'),
    route('testimonials/create', 'routes/admin/testimonial-create.tsx'),
    route('testimonials/requests', 'routes/admin/testimonial-requests.tsx'),
    route('testimonials/:id/edit', 'routes/admin/testimonial-edit.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('subscribers', 'routes/admin/subscribers.tsx'),
    route('media', 'routes/admin/media.tsx'),
    route('analytics', 'routes/admin/analytics.tsx'),
    route('site', 'routes/admin/site.tsx'),
    route('site/texts', 'routes/admin/site-texts.tsx'),
    route('site/design', 'routes/admin/site-design.tsx'),
    route('setup', 'routes/admin/setup.tsx'),
    route('account', 'routes/admin/account.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('*', 'routes/admin/not-found.tsx'),
  ]),
] satisfies RouteConfig
