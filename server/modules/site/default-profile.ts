import { type SiteProfile } from '../../../core/schemas/site.ts'
import { DEFAULT_ACCENT_COLOR, DEFAULT_HOME_SECTIONS } from '../../../core/site-defaults.ts'

/**
 * The owner's profile a fresh install starts with (SPEC.md §1's figures). The person is invented;
 * every address points at example.com or an unused handle.
 */
export const DEFAULT_SITE_PROFILE: SiteProfile = {
  name: 'Alex Morgan',
  greeting: "Hi, I'm Alex Morgan",
  headline: 'Full-Stack Developer with 3+ years of experience building web and mobile products',
  bio:
    'I design, build and ship web applications end to end — from the database schema and the API to the ' +
    'last pixel of the interface. I work with startups, agencies and small businesses as a freelancer, and ' +
    'I mentor developers who want to level up in modern frameworks. Clean code, honest estimates and ' +
    'software that keeps working after handover are what I care about most.',
  years_experience: 3,
  location: 'Lisbon, Portugal · working remotely worldwide',
  email: 'hello@alexmorgan.example.com',
  availability: ['Available for Hire', 'Remote', 'Hybrid', 'Freelance', 'Full-time', 'Part-time', 'Contract'],
  professional_network_url: 'https://www.linkedin.com/in/alex-morgan-folio-demo',
  resume_url: '/resume.pdf',
  socials: [
    { platform: 'github', label: 'GitHub', url: 'https://github.com/alexmorgan-folio-demo' },
    { platform: 'linkedin', label: 'LinkedIn', url: 'https://www.linkedin.com/in/alex-morgan-folio-demo' },
    { platform: 'x', label: 'X (Twitter)', url: 'https://x.com/alexmorgan_demo' },
    { platform: 'email', label: 'Email', url: 'mailto:hello@alexmorgan.example.com' },
  ],
  skill_icons: ['Python', 'JavaScript', 'TypeScript', 'PHP', 'Java', 'SQL', 'Git'],
  languages: ['JavaScript', 'TypeScript', 'Python', 'PHP', 'Java', 'SQL'],
  skills: [
    {
      title: 'Backend Development',
      icon: 'server',
      skills: ['Django', 'FastAPI', 'Laravel', 'Node.js'],
      allSkills: [
        { name: 'Django', level: 90 },
        { name: 'FastAPI', level: 88 },
        { name: 'Laravel', level: 82 },
        { name: 'Node.js', level: 85 },
        { name: 'Spring Boot', level: 70 },
        { name: 'Flask', level: 80 },
        { name: 'PostgreSQL', level: 87 },
        { name: 'MySQL', level: 84 },
        { name: 'MongoDB', level: 75 },
        { name: 'Redis', level: 72 },
        { name: 'REST API design', level: 92 },
        { name: 'Docker', level: 80 },
      ],
    },
    {
      title: 'Frontend Development',
      icon: 'layout',
      skills: ['React', 'Next.js', 'TypeScript', 'Tailwind CSS'],
      allSkills: [
        { name: 'React', level: 92 },
        { name: 'Next.js', level: 85 },
        { name: 'TypeScript', level: 88 },
        { name: 'Tailwind CSS', level: 90 },
        { name: 'Angular', level: 68 },
        { name: 'Vue.js', level: 72 },
        { name: 'HTML & CSS', level: 95 },
        { name: 'jQuery', level: 78 },
        { name: 'Accessibility (WCAG)', level: 80 },
      ],
    },
    {
      title: 'Mobile Development',
      icon: 'smartphone',
      skills: ['React Native', 'Expo', 'Flutter', 'Firebase'],
      allSkills: [
        { name: 'React Native', level: 82 },
        { name: 'Expo', level: 80 },
        { name: 'Flutter', level: 65 },
        { name: 'Firebase', level: 78 },
        { name: 'Offline-first sync', level: 70 },
        { name: 'App Store & Play releases', level: 75 },
      ],
    },
    {
      title: 'Soft Skills',
      icon: 'users',
      skills: ['Communication', 'Mentoring', 'Problem Solving', 'Project Planning'],
      allSkills: [
        { name: 'Communication', level: 92 },
        { name: 'Mentoring', level: 90 },
        { name: 'Problem Solving', level: 93 },
        { name: 'Project Planning', level: 85 },
        { name: 'Client Relations', level: 88 },
        { name: 'Technical Writing', level: 84 },
      ],
    },
  ],
  tutoring: {
    title: 'Tutoring & Mentorship',
    description:
      'One-to-one and small-group coaching for students, career changers and working developers — online ' +
      'anywhere in the world or in person in Lisbon. We learn by building real projects, with code review ' +
      'and a clear plan for every session.',
    features: [
      {
        title: 'Global Online Sessions',
        description: 'Live pair-programming over video with a shared editor, at hours that suit your time zone.',
        icon: 'globe',
      },
      {
        title: 'In-Person Mentorship',
        description: 'Face-to-face sessions in Lisbon for those who learn best sitting side by side at one screen.',
        icon: 'user-check',
      },
      {
        title: 'Framework Mastery',
        description: 'Go deep on React, Django, Laravel, Spring Boot and more — the idioms, not just the syntax.',
        icon: 'layers',
      },
      {
        title: 'Project-Based Learning',
        description: 'Build a portfolio-ready application from the first commit to deployment, with real code review.',
        icon: 'folder-kanban',
      },
    ],
    frameworks: [
      'React',
      'Next.js',
      'Angular',
      'Node.js',
      'Flask',
      'Django',
      'Laravel',
      'Spring Boot',
      'PostgreSQL',
      'FastAPI',
      'Tailwind CSS',
      'JQuery',
      'Rest API',
      'Docker',
      'MySQL',
      'MongoDB',
    ],
    cta: 'Ready to level up? Your first consultation is free — tell me what you want to learn.',
  },
  stats: [
    { value: '50+', label: 'Happy Clients' },
    { value: '100+', label: 'Projects Done' },
    { value: '5★', label: 'Average Rating' },
    { value: '24/7', label: 'Support' },
  ],
  response_time: 'within 24 hours',
  stack_line: 'Built with React Router, TypeScript and Fastify',
  seo_description:
    'Alex Morgan is a freelance full-stack developer with 3+ years of experience building web and mobile ' +
    'applications with Django, FastAPI, Laravel, React and TypeScript. Available for hire and mentoring.',
  seo_keywords: [
    'full-stack developer',
    'freelance developer',
    'web developer',
    'React developer',
    'Django developer',
    'FastAPI',
    'Laravel',
    'TypeScript',
    'Python',
    'mobile apps',
    'tutoring',
    'mentorship',
    'portfolio',
  ],
  home_sections: DEFAULT_HOME_SECTIONS,
  accent_color: DEFAULT_ACCENT_COLOR,
  logo_url: '',
  favicon_url: '',
}

/**
 * What the public site shows before the owner saved a profile (a fresh install without the
 * sample content): no invented person, address, links or figures. Lists are empty, so the
 * sections built from them (skills, tutoring, statistics, social links) are not shown; neither
 * are the bio (the hero) and the résumé (the footer and hero link, /resume.pdf).
 */
export const BLANK_SITE_PROFILE: SiteProfile = {
  name: 'Portfolio',
  greeting: 'Welcome',
  headline: 'Projects, writing and certificates',
  // Issue 23: never a placeholder ("This site is being set up…") on the public site. The hero
  // leaves a blank profile's bio out (site.service isBlank), and the setup asks for the owner's.
  bio: 'Projects, writing and certificates.',
  years_experience: 0,
  location: '',
  email: '',
  availability: [],
  professional_network_url: '',
  resume_url: '',
  photo_url: '',
  socials: [],
  skill_icons: [],
  languages: [],
  skills: [],
  tutoring: {
    title: 'Tutoring & Mentorship',
    description: 'One-to-one sessions, online or in person.',
    features: [],
    frameworks: [],
    cta: 'Get in touch to arrange a first session.',
  },
  stats: [],
  response_time: 'within 24 hours',
  stack_line: 'Built with React Router, TypeScript and Fastify',
  seo_description: 'Projects, writing and certificates.',
  seo_keywords: [],
  home_sections: DEFAULT_HOME_SECTIONS,
  accent_color: DEFAULT_ACCENT_COLOR,
  logo_url: '',
  favicon_url: '',
}
