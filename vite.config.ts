import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

import { brandSprite, precompress } from './server/web/vite-plugins.ts'

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), brandSprite(), precompress()],
  build: { assetsInlineLimit: 0 },
  server: { strictPort: true },
})
