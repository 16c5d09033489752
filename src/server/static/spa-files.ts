import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Vite puts content-hashed files under assets/: their name changes with their bytes. */
const HASHED_PREFIX = `assets${path.sep}`;

export interface SpaFile {
  bytes: Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
}

/** The file of dist/ a URL path names, or null (missing, a folder, or outside dist/). */
export async function readSpaFile(distDir: string, urlPath: string): Promise<SpaFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const relative = path.normalize(decoded).replace(/^([/\\])+/, '');
  const absolute = path.join(distDir, relative);
  if (decoded.includes('\0') || (absolute !== distDir && !absolute.startsWith(distDir + path.sep))) return null;
  const info = await stat(absolute).catch(() => null);
  if (!info?.isFile()) return null;
  const hashed = relative.startsWith(HASHED_PREFIX);
  return {
    bytes: new Uint8Array(await readFile(absolute)),
    headers: {
      'Content-Type': contentTypes[path.extname(absolute).toLowerCase()] ?? 'application/octet-stream',
      // Hashed assets never change under their name; everything else (index.html first) is revalidated.
      'Cache-Control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      ETag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      'X-Content-Type-Options': 'nosniff',
    },
  };
}

/** A path whose last segment has an extension asks for a file, not a screen: no index.html for it. */
export function looksLikeFile(urlPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(urlPath.split('/').pop() ?? '');
}
