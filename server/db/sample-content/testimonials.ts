import type { Testimonial } from '../../../core/schemas/testimonial.ts'

/** A sample testimonial; `created` is days before seeding. */
export type SampleTestimonial = Omit<Testimonial, 'created_at' | 'updated_at' | 'is_active' | 'approved' | 'source'> & {
  created: number
}

// SPEC.md §3: 3 testimonials. One has a photo; the others show the first-letter fallback.
export const SAMPLE_TESTIMONIALS: SampleTestimonial[] = [
  {
    id: 1,
    name: 'Sofia Almeida',
    position: 'Founder',
    company: 'Casa Linho',
    email: 'sofia@casalinho.example.com',
    content:
      'Alex rebuilt our online shop from the ground up and it was the smoothest project we have ever run. ' +
      'Clear weekly updates, honest estimates, and a checkout that survived Black Friday without a hiccup. ' +
      'Our conversion rate went up by almost a quarter, and our team finally stopped copying orders by hand.',
    rating: 5,
    avatar_url: '/images/testimonials/sofia-almeida.webp',
    company_logo: null,
    featured: true,
    created: 480,
  },
  {
    id: 2,
    name: 'Daniel Okafor',
    position: 'CTO',
    company: 'MediSlot Health',
    email: null,
    content:
      'We needed a booking API that six clinics could rely on, and Alex delivered it ahead of schedule with ' +
      'excellent tests and documentation our frontend team loved. He asks the right questions early, which ' +
      'saved us from at least two expensive mistakes.',
    rating: 5,
    avatar_url: null,
    company_logo: null,
    featured: true,
    created: 350,
  },
  {
    id: 3,
    name: 'Priya Raman',
    position: 'Junior Developer (mentee)',
    company: 'Brightwave Studio',
    email: null,
    content:
      'I booked a block of mentoring sessions to get comfortable with React and Django. Alex explained things ' +
      'patiently, reviewed my code in detail and had me ship a real project instead of following tutorials. ' +
      'Three months later I landed my first developer job.',
    rating: 4,
    avatar_url: null,
    company_logo: null,
    featured: false,
    created: 120,
  },
]
