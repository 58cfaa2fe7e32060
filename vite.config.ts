import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { brandSprite } from './app/vite/brand-sprite.ts'
import { precompress } from './app/vite/precompress.ts'

// Every page needs all of React and React Router: one chunk instead of the several that route
// splitting would carve out of them once the public site and the admin area share parts.
const RUNTIME = /node_modules\/(react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)\//

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), brandSprite(), precompress()],
  build: { assetsInlineLimit: 0 },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'runtime', test: RUNTIME }],
            },
          },
        },
      },
    },
  },
  server: { strictPort: true },
})
