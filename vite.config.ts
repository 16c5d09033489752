import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** `npm run dev`: the SPA with hot reload; the API (and its signed file links) proxied to a running server. */
const apiOrigin = `http://127.0.0.1:${process.env.PORT ?? '8080'}`;

/** Folders the server reads beside its modules at run time: the SQL migrations, the documents' fonts. */
const serverFiles = ['src/server/db/migrations', 'src/server/documents/fonts'];

/** Those folders beside the built modules that read them, as in src/. */
function copyServerFiles(): Plugin {
  const files = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? files(path.join(folder, entry.name)) : [path.join(folder, entry.name)],
    );
  return {
    name: 'canopy-copy-server-files',
    generateBundle() {
      for (const file of serverFiles.flatMap(files)) {
        this.emitFile({ type: 'asset', fileName: path.relative('src', file), source: readFileSync(file) });
      }
    },
  };
}

/**
 * The service worker (Workbox's generateSW): it precaches the built app shell so a crew's phone opens
 * Canopy without signal, and serves index.html for any screen's address. It never caches /api or
 * /files answers (the crew's day keeps its last answers in IndexedDB instead, lib/persisted-reads.ts),
 * nor the map library (1.5 MB a phone would download for screens a crew does not use). A new build
 * waits until the person reloads (`prompt`: lib/app-update.ts), so a note being typed is never lost
 * to a reload (docs/decisions/spa.md "The app shell works offline").
 */
function serviceWorker(): Plugin[] {
  return VitePWA({
    registerType: 'prompt',
    injectRegister: false,
    manifest: {
      name: 'Canopy',
      short_name: 'Canopy',
      description: 'Tree-care estimating, dispatch and the crew’s day',
      start_url: '/',
      display: 'standalone',
      background_color: '#f5f6f4',
      theme_color: '#1f5130',
      icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
    },
    workbox: {
      globPatterns: ['**/*.{js,css,html}'],
      globIgnores: ['**/maplibre-*'],
      navigateFallback: '/index.html',
      navigateFallbackDenylist: [/^\/api(\/|$)/, /^\/files(\/|$)/],
      runtimeCaching: [],
      cleanupOutdatedCaches: true,
    },
  });
}

/*
 * `vite build`: the SPA into dist/spa. `vite build --mode server`: the server as plain JavaScript
 * for Node (dist/server/main.js, dist/server/cli.js), module by module as in src/, so that paths it
 * reads beside itself (migrations, fonts, dist/spa) are where they are in development; packages stay imports.
 */
export default defineConfig(({ mode }) =>
  mode === 'server'
    ? {
        plugins: [copyServerFiles()],
        publicDir: false,
        build: {
          ssr: true,
          target: 'node20',
          outDir: 'dist',
          emptyOutDir: false,
          rollupOptions: {
            input: {
              'server/main': 'src/server/main.ts',
              'server/cli': 'src/server/cli.ts',
              'server/startup/prepare-data.child': 'src/server/startup/prepare-data.child.ts',
            },
            output: { format: 'es', preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
          },
        },
      }
    : {
        plugins: [react(), serviceWorker()],
        // Names the build: a crew phone's kept answers from another build are not restored (lib/persisted-reads.ts).
        define: { __CANOPY_BUILD__: JSON.stringify(new Date().toISOString()) },
        server: {
          // Signed photo links may name the API's own origin: images load from there directly, no key needed.
          proxy: { '/api': apiOrigin, '/files': apiOrigin },
        },
        build: {
          outDir: 'dist/spa',
          emptyOutDir: true,
          // maplibre-gl is one large chunk, loaded only when a map is shown.
          chunkSizeWarningLimit: 1200,
        },
      },
);
