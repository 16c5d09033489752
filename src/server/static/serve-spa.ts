import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { withMapStyle } from './page-settings';
import { looksLikeFile, readSpaFile, type SpaFile } from './spa-files';

/** Where `vite build` writes the SPA (dist/spa); the same path from src/server/static and from the built dist/server/static. */
export const defaultSpaDir = fileURLToPath(new URL('../../../dist/spa', import.meta.url));

/** The API and signed file links keep their own answers (the JSON 404 envelope included). */
const serverOwned = /^\/(api|files)(\/|$)/;

function answer(file: SpaFile, ifNoneMatch: string | undefined): Response {
  if (ifNoneMatch && ifNoneMatch === file.headers.ETag)
    return new Response(null, { status: 304, headers: file.headers });
  return new Response(file.bytes, { status: 200, headers: file.headers });
}

/**
 * Serves the built SPA at `/`: its files, and index.html for any other GET path so that deep links
 * (/customers/...) load the app. Mounted after the API routes. Without a build (tests, a fresh clone
 * before `npm start`) it mounts nothing. With `mapStyleUrl` (MAP_STYLE_URL) the page names the basemap.
 */
export function serveSpa(app: Hono<AppEnv>, mapStyleUrl: string | undefined, distDir: string = defaultSpaDir): void {
  const root = path.resolve(distDir);
  if (!existsSync(path.join(root, 'index.html'))) return;

  app.use('*', async (c, next) => {
    const method = c.req.method;
    const urlPath = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || serverOwned.test(urlPath)) return next();
    const file =
      (await readSpaFile(root, urlPath)) ?? (looksLikeFile(urlPath) ? null : await readSpaFile(root, '/index.html'));
    if (!file) return next();
    const page = mapStyleUrl && file.headers['Content-Type']?.startsWith('text/html');
    return answer(page ? withMapStyle(file, mapStyleUrl) : file, c.req.header('If-None-Match'));
  });
}
