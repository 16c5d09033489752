import { z } from 'zod';

/** Every scope a key may carry: api.md section 5 plus the invoice, inventory-write and org-write scopes of docs/decisions/. */
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
  'org:write',
] as const;

export const scopeSchema = z.enum(scopes);
export type Scope = z.infer<typeof scopeSchema>;
