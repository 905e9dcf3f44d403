import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// In development Vite serves the app and forwards API calls to the server on :3000.
export default defineConfig({
  plugins: [react()],
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // The manifest tells the server which chunks each page needs, to preload them with it.
    manifest: true,
    rolldownOptions: {
      output: {
        // What every page loads (the shell, React, the router) is one chunk rather than dozens
        // of small ones: each request costs a round trip before the page can draw.
        codeSplitting: { groups: [{ name: 'shell', tags: ['$initial'] }] },
      },
    },
  },
});
