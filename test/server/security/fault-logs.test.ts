import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';

let api: TestApp;
let org: TestOrg;

const SECRET_NAME = 'Hazel Oakenshield-Faultlog';
const SECRET_EMAIL = 'hazel.faultlog@example.com';

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg();
  // A refusal only the database knows of, for exactly this customer: the write passes validation and fails in SQL.
  await api.deps.database.db.execute(
    sql.raw(`ALTER TABLE customers ADD CONSTRAINT fault_log_probe CHECK (name <> '${SECRET_NAME}')`),
  );
});

afterAll(async () => {
  await api.deps.database.db.execute(sql.raw('ALTER TABLE customers DROP CONSTRAINT IF EXISTS fault_log_probe'));
});

describe('logs of a failed write', () => {
  it('name the query and the database error code, never the customer data it carried', async () => {
    const logged: string[] = [];
    const spy = vi
      .spyOn(console, 'error')
      .mockImplementation((...args: unknown[]) => void logged.push(args.map(String).join(' ')));
    try {
      const res = await api.post(
        '/customers',
        { name: SECRET_NAME, email: SECRET_EMAIL, phone: '503-555-0199' },
        { key: org.key },
      );
      expect(res.status).toBe(500);
      expect(res.body).toMatchObject({ success: false, data: { code: 'internal_error' } });
    } finally {
      spy.mockRestore();
    }
    const text = logged.join('\n');
    expect(JSON.parse(logged[0]!)).toMatchObject({
      msg: 'unhandled',
      method: 'POST',
      path: '/api/v1/customers',
      sqlState: '23514',
      statement: 'insert into customers',
      constraint: 'fault_log_probe',
    });
    expect(text).not.toContain(SECRET_NAME);
    expect(text).not.toContain(SECRET_EMAIL);
    expect(text).not.toContain('503-555-0199');
  });
});
