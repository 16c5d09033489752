import { expect } from 'vitest';
import type { Scope } from '../../src/shared/contract/scopes';
import type { TestApp, TestOrg } from './test-app';

/** A key made through POST /keys with the organization's all-scope key: its id and the key itself. */
export interface MadeKey {
  id: string;
  key: string;
}

export interface KeyRequest {
  name: string;
  crewId?: string | null;
  scopes: readonly Scope[];
  expiresAt?: string;
}

export async function makeKey(api: TestApp, org: TestOrg, request: KeyRequest, maker = org.key): Promise<MadeKey> {
  const res = await api.post('/keys', request, { key: maker });
  expect(res.status, res.text).toBe(201);
  return { id: res.body.data.id, key: res.body.data.key };
}

/** What a crew's phone holds: its crew's days to read, and field:write to mark them. */
export const crewPhoneScopes: readonly Scope[] = [
  'schedule:read',
  'routing:read',
  'estimates:read',
  'sites:read',
  'inventory:read',
  'field:write',
];
