import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { prerender, SHELL_FILE } from './vite-prerender';

const functionsEmulator = 'http://127.0.0.1:5001/demo-reflectai/us-central1/api';

// Installable and offline (README): the manifest, and src/sw.ts with the build's files to precache.
const pwa = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src',
  filename: 'sw.ts',
  // A new version waits until the person chooses "Reload to update" (app/new-version-prompt.tsx).
  registerType: 'prompt',
  injectRegister: false,
  manifest: {
    id: '/',
    name: 'ReflectAI',
    short_name: 'ReflectAI',
    description: 'Your AI counselor for mental wellness. Talk, journal and reflect, any time.',
    start_url: '/app',
    scope: '/',
    display: 'standalone',
    theme_color: '#4f46e5',
    background_color: '#f8fafc',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  // The manifest and its icons are added by the plugin. Hosting serves 404.html with its 404 status,
  // which would fail the install; offline, the shell's router shows the not-found page instead.
  injectManifest: { globPatterns: ['**/*.{js,css,html,svg,woff2}'], globIgnores: ['404.html'] },
  // `npm run dev` and the unit tests run without a service worker.
  devOptions: { enabled: false },
});

export default defineConfig({
  plugins: [react(), tailwindcss(), prerender(), pwa],
  // The SPA shell src/sw.ts answers navigations with when no prerendered page matches.
  define: { __APP_SHELL__: JSON.stringify(SHELL_FILE) },
  resolve: {
    alias: {
      '@domain': fileURLToPath(new URL('../domain', import.meta.url)),
      '@': fileURLToPath(new URL('./src', import.meta.url)),
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm run dev`: /api goes to the Functions emulator, as Hosting's rewrite does in `npm start`.
    proxy: { '/api': { target: functionsEmulator, changeOrigin: true } },
  },
});
