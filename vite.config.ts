import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** `npm run dev`: the SPA with hot reload; the API (and its signed file links) proxied to a running server. */
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

export default defineConfig({
  plugins: [react()],
  server: {
    // Signed photo links may name the API's own origin: images load from there directly, no key needed.
    proxy: { '/api': apiOrigin, '/files': apiOrigin },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // maplibre-gl is one large chunk, loaded only when a map is shown.
    chunkSizeWarningLimit: 1200,
  },
});
