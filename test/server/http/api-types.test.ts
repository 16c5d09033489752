import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { API_TYPES_FILE, renderApiTypes } from '../../tools/api-types';
import { startTestApp, type TestApp } from '../../support/test-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

describe("the SPA client's types", () => {
  it('are the served OpenAPI document as it is now (run `npm run api:types` after changing the contract)', async () => {
    const document = (await (await fetch(`${api.baseUrl}/api/v1/openapi.json`)).json()) as object;
    expect(readFileSync(API_TYPES_FILE, 'utf8')).toBe(await renderApiTypes(document));
  });
});
