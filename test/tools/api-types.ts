/**
 * The SPA's client is typed by the API's own OpenAPI document: `npm run api:types` writes
 * src/client/api-types.ts from it (openapi-typescript), and test/server/http/api-types.test.ts
 * fails when the checked-in file no longer matches the contract.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tmpdir } from 'node:os';
import openapiTS, { astToString } from 'openapi-typescript';
import { zipCentroidGeocoder } from '../../src/server/adapters/geocoder/zip-centroid-geocoder';
import { diskStorage } from '../../src/server/adapters/storage/disk-storage';
import { createApp } from '../../src/server/app';
import { systemClock } from '../../src/server/clock';
import { openPglite } from '../../src/server/db/client';

export const API_TYPES_FILE = fileURLToPath(new URL('../../src/client/api-types.ts', import.meta.url));

const HEADER = `/*
 * Generated from the API's OpenAPI document (GET /api/v1/openapi.json) by \`npm run api:types\`;
 * do not edit. test/server/http/api-types.test.ts fails when it no longer matches the contract.
 */
`;

/** A field with a default may be left out of a request, so it stays optional in the types (defaultNonNullable: false). */
export async function renderApiTypes(document: object): Promise<string> {
  return (
    HEADER +
    astToString(
      await openapiTS(document as Parameters<typeof openapiTS>[0], { exportType: true, defaultNonNullable: false }),
    )
  );
}

/** npm run api:types: the document as the app builds it (on an in-memory database the document never reads). */
async function main(): Promise<void> {
  const database = await openPglite();
  const app = createApp({
    database,
    clock: systemClock,
    geocoder: zipCentroidGeocoder,
    storage: diskStorage(tmpdir()),
    config: { rateLimitPerHour: 1, fileSigningSecret: 'unused-unused-unused-unused-unused-unused', maxBodyBytes: 1024 },
  });
  const document = (await (await app.request('/api/v1/openapi.json')).json()) as object;
  writeFileSync(API_TYPES_FILE, await renderApiTypes(document));
  await database.close();
  console.log(`wrote ${API_TYPES_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
