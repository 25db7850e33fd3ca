import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const functionsEmulator = 'http://127.0.0.1:5001/demo-reflectai/us-central1/api';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@domain': fileURLToPath(new URL('../domain', import.meta.url)) },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    // `npm run dev`: /api goes to the Functions emulator, as Hosting's rewrite does in `npm start`.
    proxy: { '/api': { target: functionsEmulator, changeOrigin: true } },
  },
});
