import { count, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { expect } from 'vitest';
import type { ApiResponse, TestApp } from '../../support/test-app';
import { expectValidationFailure } from '../http/http-expectations';

/** A value sent for one field, and whether api.md accepts it there. */
export interface LimitCase {
  label: string;
  value: unknown;
  accepted: boolean;
}

/** Two UTF-16 units, one character: a bound reached with it proves characters are counted, not units. */
const TREE = '🌳';

/**
 * api.md's "min-max chars": each bound accepted, one past it refused, in plain letters and in
 * characters outside the Basic Multilingual Plane.
 */
export function lengthCases(min: number, max: number): LimitCase[] {
  const letters = (length: number, accepted: boolean) => ({
    label: `${length} letter${length === 1 ? '' : 's'}`,
    value: 'x'.repeat(length),
    accepted,
  });
  const trees = (length: number, accepted: boolean) => ({
    label: `${length} emoji`,
    value: TREE.repeat(length),
    accepted,
  });
  return [
    ...(min > 0 ? [letters(min - 1, false)] : []),
    letters(min, true),
    letters(max, true),
    trees(max, true),
    letters(max + 1, false),
    trees(max + 1, false),
  ];
}

/** Text nobody would expect in the field, each piece short; api.md names no format, so all are taken. */
const ODD_TEXTS = [
  ' ',
  '  spaces around  ',
  'tab\tand\nnewline',
  '<b>Oak</b> & "Elm"',
  "O'Brien;--",
  'Ñandú 木 🌳',
  'مرحبا ١٢٣',
  '0',
];

/** Odd text within `max` characters: accepted and stored verbatim where api.md bounds only the length. */
export function oddTextCases(max: number): LimitCase[] {
  return ODD_TEXTS.filter((text) => [...text].length <= max).map((text) => ({
    label: JSON.stringify(text),
    value: text,
    accepted: true,
  }));
}

/** Rows of `table` in the organization: what a refused request must leave unchanged. */
export async function rowCount(api: TestApp, table: PgTable & { orgId: PgColumn }, orgId: string): Promise<number> {
  const [row] = await api.deps.database.db.select({ rows: count() }).from(table).where(eq(table.orgId, orgId));
  return row?.rows ?? 0;
}

export interface CreateCase {
  /** The field as a 422 names it (a dotted path). */
  field: string;
  case: LimitCase;
  /** Sends the create with the case's value in the field. */
  send: () => Promise<ApiResponse>;
  /** The field's value in the created record. */
  stored: (data: ApiResponse['body']['data']) => unknown;
  /** Rows that one create adds to. */
  rows: () => Promise<number>;
}

/**
 * One case of a create: accepted, 201 and the record holds the value exactly as sent; refused, a
 * 422 naming only that field, and nothing stored.
 */
export async function expectCreateCase({ field, case: { value, accepted }, send, stored, rows }: CreateCase) {
  const before = await rows();
  const res = await send();
  if (accepted) {
    expect(res.status, JSON.stringify(res.body.data)).toBe(201);
    expect(stored(res.body.data)).toEqual(value);
    expect(await rows()).toBe(before + 1);
  } else {
    expectValidationFailure(res, [field]);
    expect(await rows()).toBe(before);
  }
}
