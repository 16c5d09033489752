/*
 * Every tenant table leads its keys with org_id so the schema can be distributed by
 * organization (docs/decisions/). `seq` columns give lists a stable creation order that a
 * clock tie cannot reorder (cursor pagination).
 */

export * from './platform';
export * from './customers';
export * from './inventory';
export * from './catalog';
export * from './crews';
export * from './estimates';
export * from './invoices';
export * from './schedule';
export * from './routing';
export * from './messages';
export * from './plans';
