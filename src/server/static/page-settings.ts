import { createHash } from 'node:crypto';
import { MAP_STYLE_META } from '../../shared/contract/page-settings';
import type { SpaFile } from './spa-files';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page with the basemap's style URL in a meta tag (src/shared/contract/page-settings.ts). Its
 * ETag names the URL too, so a browser holding the page from before a change of MAP_STYLE_URL
 * reads it again instead of being told its copy is current.
 */
export function withMapStyle(page: SpaFile, styleUrl: string): SpaFile {
  const meta = `<meta name="${MAP_STYLE_META}" content="${escapeAttribute(styleUrl)}" />`;
  const html = Buffer.from(page.bytes).toString('utf8').replace('</head>', `  ${meta}\n  </head>`);
  const urlDigest = createHash('sha256').update(styleUrl).digest('base64url').slice(0, 12);
  return {
    bytes: new Uint8Array(Buffer.from(html, 'utf8')),
    headers: { ...page.headers, ETag: page.headers.ETag!.replace(/"$/, `-${urlDigest}"`) },
  };
}
