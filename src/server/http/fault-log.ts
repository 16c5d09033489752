import { DrizzleQueryError } from 'drizzle-orm';
import { driverErrorOf, sqlStateOf } from '../db/sql-state';

/** What may be logged of a fault. */
export interface FaultSummary {
  fault: string;
  /** PostgreSQL's SQLSTATE, when the database refused. */
  sqlState?: string;
  /** The statement's verb and table ("insert into customers"): which query, never its values. */
  statement?: string;
  constraint?: string;
  /** For faults outside the database: their message. */
  message?: string;
}

const statementName = (query: string) =>
  /^\s*(?:with\s[\s\S]*?\)\s*)?(select|insert into|update|delete from)\s+"?(\w+)"?/i
    .exec(query)
    ?.slice(1, 3)
    .join(' ')
    .toLowerCase() ?? 'query';

/**
 * A fault described without parameters, values or bodies: a failed query's text and parameters,
 * and PostgreSQL's own messages (which quote the offending value), can hold customers' names,
 * addresses and notes, so only the query's name, the SQLSTATE and the constraint are kept.
 */
export function describeFault(error: unknown): FaultSummary {
  const database = driverErrorOf(error) as { constraint?: unknown } | undefined;
  const sqlState = sqlStateOf(error);
  if (error instanceof DrizzleQueryError || sqlState) {
    return {
      fault: error instanceof DrizzleQueryError ? 'query failed' : 'database error',
      ...(sqlState && { sqlState }),
      ...(error instanceof DrizzleQueryError && { statement: statementName(error.query) }),
      ...(typeof database?.constraint === 'string' && { constraint: database.constraint }),
    };
  }
  return {
    fault: error instanceof Error ? error.name : typeof error,
    message: error instanceof Error ? error.message : String(error),
  };
}

/** One JSON line on stderr for a fault the service could not turn into an answer. */
export function logFault(msg: string, context: Record<string, string>, error: unknown): void {
  console.error(JSON.stringify({ level: 'error', msg, ...context, ...describeFault(error) }));
}
