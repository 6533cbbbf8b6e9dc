import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react()],
  define: {
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'http://localhost:5173').replace(/\/$/, '')),
  },
  resolve: {
    alias: { '#src': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    // One stylesheet, linked from every prerendered page: no flash of unstyled content
    // when a route's chunk arrives after the HTML.
    cssCodeSplit: false,
    manifest: true,
    outDir: 'dist',
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test-setup.ts'],
  },
});
