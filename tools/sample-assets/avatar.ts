import { outputs, page } from './kit.ts'

// ---------------------------------------------------------------------------------------------
// Testimonial avatar: a flat illustrated portrait (no real person's photo)
// ---------------------------------------------------------------------------------------------

const AVATAR_SVG = `<svg width="256" height="256" viewBox="0 0 256 256" xmlns="http://www.w3.org/2000/svg">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#fb923c"/></linearGradient>
    <linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#115e59"/></linearGradient>
  </defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="206" cy="52" r="70" fill="#fff" opacity=".14"/>
  <path d="M70 120c-6-52 22-86 62-86s66 30 60 84c-2 24 8 48 14 70H58c8-22 14-44 12-68z" fill="#3b2417"/>
  <path d="M40 256c4-48 38-74 88-74s84 26 88 74z" fill="url(#top)"/>
  <path d="M104 160h48v30c0 14-48 14-48 0z" fill="#d99873"/>
  <path d="M98 186c8 14 52 14 60 0l12 6c-12 22-72 22-84 0z" fill="#fff" opacity=".9"/>
  <ellipse cx="128" cy="118" rx="44" ry="52" fill="#f2c3a0"/>
  <ellipse cx="84" cy="122" rx="8" ry="11" fill="#e9b08a"/>
  <ellipse cx="172" cy="122" rx="8" ry="11" fill="#e9b08a"/>
  <circle cx="84" cy="134" r="3.5" fill="#fbbf24"/>
  <circle cx="172" cy="134" r="3.5" fill="#fbbf24"/>
  <path d="M84 106c4-40 30-56 56-50 22 4 38 22 36 50-20-4-40-18-52-34-10 18-24 30-40 34z" fill="#3b2417"/>
  <ellipse cx="110" cy="122" rx="4.5" ry="5.5" fill="#2b1a10"/>
  <ellipse cx="146" cy="122" rx="4.5" ry="5.5" fill="#2b1a10"/>
  <path d="M102 110c5-4 11-4 16-1M138 109c5-3 11-3 16 1" stroke="#3b2417" stroke-width="3" stroke-linecap="round" fill="none"/>
  <ellipse cx="100" cy="138" rx="9" ry="5" fill="#f87171" opacity=".25"/>
  <ellipse cx="156" cy="138" rx="9" ry="5" fill="#f87171" opacity=".25"/>
  <path d="M126 124c-2 8-4 12 2 13" stroke="#d99873" stroke-width="2.5" stroke-linecap="round" fill="none"/>
  <path d="M114 146c8 8 20 8 28 0" stroke="#9f3a2b" stroke-width="3.5" stroke-linecap="round" fill="none"/>
</svg>`

outputs.push({
  path: 'images/testimonials/sofia-almeida.webp',
  w: 256,
  h: 256,
  quality: 80,
  html: page(256, 256, AVATAR_SVG),
})
