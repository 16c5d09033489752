import { z } from 'zod';

/**
 * Every scope an office key (one bound to no crew) may carry: api.md section 5 plus the invoice,
 * inventory-write, key-making and org-write scopes of docs/decisions/. `all` on the command line means these.
 */
export const scopes = [
  'customers:read',
  'customers:write',
  'sites:read',
  'sites:write',
  'inventory:read',
  'inventory:write',
  'catalog:read',
  'estimates:read',
  'estimates:write',
  'invoices:read',
  'invoices:write',
  'schedule:read',
  'schedule:write',
  'routing:read',
  'routing:write',
  'keys:write',
  'org:write',
] as const;

/**
 * The field's one write (docs/decisions/crews.md "Crew keys"): marking lines done or pending and adding
 * trees, photos and notes, on the crew's own days. Only a crew key holds it; an office key does the
 * same with estimates:write and inventory:write on every record.
 */
export const FIELD_WRITE = 'field:write';

export const scopeSchema = z.enum([...scopes, FIELD_WRITE] as const);
export type Scope = z.infer<typeof scopeSchema>;

/**
 * What a crew key may hold: the reads its crew's days narrow (schedule and routes, estimates, sites,
 * inventory) and field:write. `all` with `--crew` on the command line means these.
 */
export const crewKeyScopes = [
  'schedule:read',
  'routing:read',
  'estimates:read',
  'sites:read',
  'inventory:read',
  FIELD_WRITE,
] as const satisfies readonly Scope[];
