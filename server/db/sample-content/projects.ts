import type { Project } from '../../../core/schemas/project.ts'

/**
 * A sample project. Dates are given in days before the moment of seeding, so a fresh install
 * always looks recently maintained: `start`/`end` → start_date/end_date (end null = in progress),
 * `created`/`updated` → created_at/updated_at.
 */
export type SampleProject = Omit<Project, 'start_date' | 'end_date' | 'created_at' | 'updated_at' | 'is_active'> & {
  start: number
  end: number | null
  created: number
  updated: number
}

const img = (folder: string, name: string) => `/images/projects/${folder}/${name}.webp`

// SPEC.md §3: 8 projects with ids 1, 3, 9, 10, 11, 12, 13, 14.
export const SAMPLE_PROJECTS: SampleProject[] = [
  {
    id: 1,
    title: 'ShopFlow Commerce Platform',
    slug: 'shopflow-commerce-platform',
    short_description:
      'A headless e-commerce platform for an independent homeware brand: catalogue, checkout, stock and a fast React storefront.',
    description: `<p>ShopFlow replaced an ageing WooCommerce installation for <strong>Casa Linho</strong>, a homeware brand selling linen and ceramics across Europe. The old shop slowed to a crawl during seasonal sales and the team was re-typing every order into their warehouse spreadsheet.</p>
<p>I built a headless platform: a Django REST API that owns products, variants, stock and orders, and a React storefront that renders product pages in well under a second on a mid-range phone.</p>
<h3>What I delivered</h3>
<ul>
<li>Product catalogue with variants (size, colour, finish), collections and rich media</li>
<li>Stripe Checkout with Apple Pay and Google Pay, webhooks for payment and refund events</li>
<li>Background jobs with Celery for order confirmation emails, invoice PDFs and nightly stock sync with the warehouse</li>
<li>An admin dashboard for the shop team: orders, returns, discount codes and low-stock alerts</li>
<li>Dockerised deployment behind Nginx with zero-downtime releases</li>
</ul>
<h3>Results</h3>
<p>Conversion rose by 23% in the first quarter after launch, the Black Friday peak (12× normal traffic) passed without a single failed checkout, and the team stopped handling orders by hand entirely.</p>`,
    technologies: [
      'Django',
      'Django REST Framework',
      'Python',
      'React',
      'Redux Toolkit',
      'PostgreSQL',
      'Redis',
      'Celery',
      'Stripe',
      'Docker',
      'Nginx',
    ],
    category: 'fullstack',
    project_type: 'client',
    github_url: null,
    live_url: 'https://shopflow.example.com',
    demo_url: 'https://demo.shopflow.example.com',
    case_study_url: 'https://alexmorgan.example.com/case-studies/shopflow',
    featured_image: img('shopflow', 'cover'),
    gallery: [img('shopflow', 'product'), img('shopflow', 'checkout'), img('shopflow', 'admin')],
    featured: true,
    completed: true,
    views: 3184,
    likes: 214,
    complexity_score: 9,
    start: 640,
    end: 520,
    created: 515,
    updated: 96,
  },
  {
    id: 3,
    title: 'MediSlot Clinic Booking API',
    slug: 'medislot-clinic-booking-api',
    short_description:
      'A multi-clinic appointment booking API with real-time availability, reminders and a clean OpenAPI contract.',
    description: `<p>MediSlot is the backend for a group of six physiotherapy clinics that wanted patients to book online without double-booked rooms or therapists. The API serves the clinics' website widget, a receptionist dashboard and a partner insurance portal.</p>
<h3>Highlights</h3>
<ul>
<li>Availability engine that combines therapist shifts, room capacity, holidays and treatment length, answering in under 40&nbsp;ms for a two-week window</li>
<li>Race-free booking using PostgreSQL row locks and an idempotency key per request</li>
<li>SMS and email reminders 24 hours before each appointment, with one-click rescheduling</li>
<li>Role-based access for patients, receptionists, therapists and partners; audit log for every change</li>
<li>Typed request and response models with Pydantic, published as OpenAPI for the frontend teams</li>
</ul>
<p>The test suite (Pytest, 94% coverage) runs against a real PostgreSQL container in CI, and the service runs on AWS ECS with automated database migrations.</p>
<p>No-shows fell by 31% once reminders went live, and receptionists reclaimed roughly two hours a day previously spent on the phone.</p>`,
    technologies: ['FastAPI', 'Python', 'PostgreSQL', 'SQLAlchemy', 'Redis', 'Pytest', 'Docker', 'AWS'],
    category: 'backend',
    project_type: 'freelance',
    github_url: 'https://github.com/alexmorgan-folio-demo/medislot-api',
    live_url: null,
    demo_url: 'https://api.medislot.example.com/docs',
    case_study_url: 'https://alexmorgan.example.com/case-studies/medislot',
    featured_image: img('medislot', 'cover'),
    gallery: [img('medislot', 'docs'), img('medislot', 'schedule')],
    featured: true,
    completed: true,
    views: 1967,
    likes: 142,
    complexity_score: 8,
    start: 470,
    end: 380,
    created: 372,
    updated: 60,
  },
  {
    id: 9,
    title: 'TaskPilot Team Planner',
    slug: 'taskpilot-team-planner',
    short_description:
      'A real-time Kanban and sprint planner for small agencies, with time tracking and client-facing progress pages.',
    description: `<p>TaskPilot started as an internal tool for a five-person design agency that had outgrown sticky notes but found enterprise tools too heavy. It is now used by three agencies to plan sprints, track time and share progress with their clients.</p>
<h3>Features</h3>
<ul>
<li>Drag-and-drop Kanban boards with live updates for everyone on the board</li>
<li>Sprints with capacity planning and burndown charts</li>
<li>Built-in time tracking that turns into a monthly invoice summary per client</li>
<li>Read-only client pages that show progress without exposing internal comments</li>
<li>Keyboard shortcuts for everything, and a command palette</li>
</ul>
<p>The app is a Laravel monolith with Inertia.js and Vue, which kept the team to one deployable and one language for business rules. Real-time updates go through Pusher channels scoped per board.</p>`,
    technologies: ['Laravel', 'PHP', 'Vue.js', 'Inertia.js', 'MySQL', 'Tailwind CSS', 'Pusher', 'Docker'],
    category: 'fullstack',
    project_type: 'personal',
    github_url: 'https://github.com/alexmorgan-folio-demo/taskpilot',
    live_url: 'https://taskpilot.example.com',
    demo_url: null,
    case_study_url: null,
    featured_image: img('taskpilot', 'cover'),
    gallery: [img('taskpilot', 'sprint'), img('taskpilot', 'time')],
    featured: true,
    completed: true,
    views: 1422,
    likes: 118,
    complexity_score: 7,
    start: 330,
    end: 250,
    created: 246,
    updated: 41,
  },
  {
    id: 10,
    title: 'FitTrack Workout Companion',
    slug: 'fittrack-workout-companion',
    short_description:
      'A cross-platform fitness app for a personal-training studio: workout plans, progress photos and coach chat.',
    description: `<p>A personal-training studio in Porto asked for an app their clients would actually open between sessions. FitTrack gives every client the plan their coach wrote for them, logs sets and weights in a couple of taps, and keeps the conversation with the coach in one place.</p>
<ul>
<li>Workout plans built by coaches in a web console and synced to the phone</li>
<li>Offline logging in the gym basement, synchronised when the connection returns</li>
<li>Progress charts per exercise and private progress photos</li>
<li>Push notifications for new plans and coach messages</li>
<li>Published on the App Store and Google Play from one React Native codebase with Expo</li>
</ul>
<p>The backend is a small Node.js and Express API on MongoDB; authentication and push messaging use Firebase. After three months, 78% of the studio's clients were active weekly users.</p>`,
    technologies: ['React Native', 'Expo', 'TypeScript', 'Node.js', 'Express', 'MongoDB', 'Firebase', 'Jest'],
    category: 'mobile',
    project_type: 'freelance',
    github_url: null,
    live_url: 'https://fittrack.example.com',
    demo_url: null,
    case_study_url: 'https://alexmorgan.example.com/case-studies/fittrack',
    featured_image: img('fittrack', 'cover'),
    gallery: [img('fittrack', 'workout'), img('fittrack', 'progress'), img('fittrack', 'coach')],
    featured: true,
    completed: true,
    views: 2310,
    likes: 167,
    complexity_score: 7,
    start: 240,
    end: 150,
    created: 146,
    updated: 22,
  },
  {
    id: 11,
    title: 'Insight Analytics Dashboard',
    slug: 'insight-analytics-dashboard',
    short_description:
      'A fast, accessible analytics dashboard for a SaaS company: revenue, churn and cohort charts over a GraphQL API.',
    description: `<p>Insight is the customer-facing analytics area of a subscription-billing SaaS. Their customers wanted to see revenue, churn and cohorts without exporting CSVs to a spreadsheet. I built the frontend on top of their existing GraphQL API.</p>
<h3>What makes it good</h3>
<ul>
<li>Interactive revenue, MRR movement and cohort-retention charts drawn with D3</li>
<li>Server-rendered first view with Next.js, then client-side filtering without reloads</li>
<li>Date-range and segment filters kept in the URL, so every view can be shared</li>
<li>Keyboard-accessible charts with data tables as a fallback for screen readers</li>
<li>A design system in Tailwind CSS shared with the marketing site</li>
</ul>
<p>Largest Contentful Paint dropped from 4.1 s on the old dashboard to 1.2 s, and support tickets asking for data exports fell by half.</p>`,
    technologies: ['Next.js', 'React', 'TypeScript', 'Tailwind CSS', 'D3.js', 'GraphQL', 'Apollo Client', 'Vercel'],
    category: 'frontend',
    project_type: 'client',
    github_url: null,
    live_url: 'https://insight.example.com',
    demo_url: 'https://demo.insight.example.com',
    case_study_url: null,
    featured_image: img('insight', 'cover'),
    gallery: [img('insight', 'cohorts'), img('insight', 'customers')],
    featured: true,
    completed: true,
    views: 2756,
    likes: 193,
    complexity_score: 8,
    start: 140,
    end: 70,
    created: 66,
    updated: 12,
  },
  {
    id: 12,
    title: 'StockSync Inventory Service',
    slug: 'stocksync-inventory-service',
    short_description:
      'An event-driven service that keeps stock levels in step across Shopify, Amazon and a warehouse system.',
    description: `<p>StockSync keeps a retailer's stock consistent across three sales channels and a third-party warehouse. Before it existed, overselling on one channel while another still showed stock happened weekly.</p>
<ul>
<li>Consumes order and stock events from each channel through a RabbitMQ queue</li>
<li>Reserves stock transactionally in PostgreSQL and publishes the new level to every channel</li>
<li>Retries with back-off and a dead-letter queue, with a dashboard to replay failed messages</li>
<li>Runs as three small NestJS workers on Kubernetes, deployed by GitHub Actions</li>
</ul>
<p>Overselling incidents went from roughly one a week to none in six months of operation.</p>`,
    technologies: [
      'Node.js',
      'TypeScript',
      'NestJS',
      'PostgreSQL',
      'RabbitMQ',
      'Docker',
      'Kubernetes',
      'GitHub Actions',
    ],
    category: 'backend',
    project_type: 'client',
    github_url: null,
    live_url: null,
    demo_url: null,
    case_study_url: 'https://alexmorgan.example.com/case-studies/stocksync',
    featured_image: img('stocksync', 'cover'),
    gallery: [img('stocksync', 'queues'), img('stocksync', 'events')],
    featured: false,
    completed: true,
    views: 864,
    likes: 57,
    complexity_score: 7,
    start: 720,
    end: 650,
    created: 645,
    updated: 300,
  },
  {
    id: 13,
    title: 'LearnHub Learning Platform',
    slug: 'learnhub-learning-platform',
    short_description:
      'A learning platform for a coding bootcamp: courses, graded assignments, live cohorts and progress reports.',
    description: `<p>LearnHub is the learning platform of a coding bootcamp with around 400 students a year. It replaces a patchwork of a video host, shared drives and a spreadsheet of grades.</p>
<h3>In place today</h3>
<ul>
<li>Courses made of lessons, videos, quizzes and coding assignments</li>
<li>Assignment submission from a GitHub repository, with mentor review and rubrics</li>
<li>Cohort calendars, attendance and progress reports for students and mentors</li>
<li>Single sign-on with JWT and fine-grained roles for students, mentors and staff</li>
</ul>
<h3>In progress</h3>
<ul>
<li>Automated test runs for coding assignments in isolated containers</li>
<li>Certificates of completion with public verification links</li>
</ul>
<p>The backend is Spring Boot on Java 21 with PostgreSQL; the frontend is Angular. Everything runs on AWS.</p>`,
    technologies: ['Spring Boot', 'Java', 'Angular', 'TypeScript', 'PostgreSQL', 'JWT', 'AWS', 'Docker'],
    category: 'fullstack',
    project_type: 'client',
    github_url: null,
    live_url: 'https://learnhub.example.com',
    demo_url: 'https://demo.learnhub.example.com',
    case_study_url: null,
    featured_image: img('learnhub', 'cover'),
    gallery: [img('learnhub', 'course'), img('learnhub', 'progress')],
    featured: true,
    completed: false,
    views: 1175,
    likes: 89,
    complexity_score: 9,
    start: 60,
    end: null,
    created: 45,
    updated: 3,
  },
  {
    id: 14,
    title: 'Pantry Pal Recipe App',
    slug: 'pantry-pal-recipe-app',
    short_description:
      'A side project: scan what is in your cupboard and get recipes that use it up before it goes off.',
    description: `<p>Pantry Pal is my own side project, built to learn Flutter properly and to waste less food at home. You scan a product's barcode or snap the label, and the app keeps a list of what is in the cupboard and when it expires.</p>
<ul>
<li>Barcode and text recognition on the device with Google ML Kit</li>
<li>Offline-first storage in SQLite, with optional sync through Firebase</li>
<li>Recipe suggestions ranked by how many soon-to-expire items they use</li>
<li>A gentle reminder two days before something expires</li>
</ul>
<p>It is still in progress: recipe import from websites and a shared household list are next.</p>`,
    technologies: ['Flutter', 'Dart', 'SQLite', 'Firebase', 'Google ML Kit'],
    category: 'mobile',
    project_type: 'personal',
    github_url: 'https://github.com/alexmorgan-folio-demo/pantry-pal',
    live_url: null,
    demo_url: null,
    case_study_url: null,
    featured_image: img('pantrypal', 'cover'),
    gallery: [],
    featured: false,
    completed: false,
    views: 402,
    likes: 36,
    complexity_score: 5,
    start: 35,
    end: null,
    created: 20,
    updated: 2,
  },
]
