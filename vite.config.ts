import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { brandSprite } from './app/vite/brand-sprite.ts'
import { precompress } from './app/vite/precompress.ts'
import { preactClient } from './app/vite/preact.ts'

// Every page needs all of React and React Router: one chunk instead of the several that route
// splitting would carve out of them once the public site and the admin area share parts.
const RUNTIME =
  /node_modules\/(preact|react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\/|\/app\/preact\//

// The small modules the public pages share (layout, UI pieces, helpers, the cards of the public
// features) as one chunk: otherwise each becomes a request of a few hundred bytes, and a phone on
// a slow network pays a round trip per file. What a page loads on first use (modals, the gallery
// viewer, the contact form, toasts) and what only signed-in screens use stay out of it.
const SITE =
  /\/app\/(components\/(layout|ui)|lib|features\/(blog|certificates|projects|testimonials|home))\/|\/core\/constants\.ts$/
const NOT_SITE = /-(modal|viewer|form)\.tsx$|sonner-toaster|\/(form|form-errors|api-client|session|share-button)\.tsx?$/

export default defineConfig({
  plugins: [preactClient(), tailwindcss(), reactRouter(), brandSprite(), precompress()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'runtime', test: RUNTIME, priority: 2 },
                { name: 'site', test: (id) => SITE.test(id) && !NOT_SITE.test(id), priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
  // lucide-react resolves to the sprite-backed icons of app/vite/brand-sprite.ts, not the package.
  // The dev server's SSR loads external packages with Node itself, past the plugin: bundling
  // lucide-react there too makes the server's icons the same sprite <use> as the browser's.
  optimizeDeps: { exclude: ['lucide-react'] },
  ssr: { noExternal: ['lucide-react'] },
  server: { strictPort: true },
})
