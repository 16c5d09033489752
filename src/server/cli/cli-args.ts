import { z } from 'zod';
import { scopeSchema, type Scope } from '../../shared/contract/scopes';
import type { Origin } from '../orgs/orgs.service';
import { UsageError } from './usage-error';

/** What util.parseArgs hands a command: option values by name, then the positionals. */
export interface ParsedArgs {
  values: Record<string, string | undefined>;
  positionals: string[];
}

export function required(args: ParsedArgs, name: string): string {
  const value = args.values[name];
  if (value === undefined || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

export function uuidOption(args: ParsedArgs, name: string): string {
  const value = required(args, name);
  if (!z.uuid().safeParse(value).success) throw new UsageError(`--${name} must be a UUID, got "${value}"`);
  return value.toLowerCase();
}

/** `all` (the scopes `all` stands for here) or a comma list of the scopes in src/shared/contract/scopes.ts. */
export function scopesOption(args: ParsedArgs, name: string, all: readonly Scope[]): Scope[] {
  const value = required(args, name);
  if (value === 'all') return [...all];
  const wanted = value
    .split(',')
    .map((scope) => scope.trim())
    .filter(Boolean);
  const unknown = wanted.filter((scope) => !scopeSchema.safeParse(scope).success);
  if (unknown.length > 0)
    throw new UsageError(
      `unknown scope ${unknown.join(', ')}; use "all" or some of: ${scopeSchema.options.join(', ')}`,
    );
  return [...new Set(wanted as Scope[])];
}

/** Text of at most `maxLength` characters, or null when not given. */
export function optionalText(args: ParsedArgs, name: string, maxLength: number): string | null {
  const value = args.values[name];
  if (value === undefined) return null;
  const text = value.trim();
  if (text === '' || text.length > maxLength) throw new UsageError(`--${name} must be 1 to ${maxLength} characters`);
  return text;
}

export function futureInstantOption(args: ParsedArgs, name: string, now: Date): Date | undefined {
  const value = args.values[name];
  if (value === undefined) return undefined;
  if (!z.iso.datetime({ offset: true }).safeParse(value).success)
    throw new UsageError(`--${name} must be an ISO-8601 timestamp such as 2027-01-31T00:00:00Z`);
  const instant = new Date(value);
  if (instant.getTime() <= now.getTime()) throw new UsageError(`--${name} must be in the future`);
  return instant;
}

export function wholeNumberOption(
  args: ParsedArgs,
  name: string,
  range: { min: number; max: number },
): number | undefined {
  const value = args.values[name];
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!/^\d+$/.test(value.trim()) || parsed < range.min || parsed > range.max) {
    throw new UsageError(`--${name} must be a whole number from ${range.min} to ${range.max}`);
  }
  return parsed;
}

/** "Label,lat,lng" (the label may itself contain commas: the last two parts are the coordinates), or "none" to clear. */
export function originOption(args: ParsedArgs, name: string): Origin | null | undefined {
  const value = args.values[name];
  if (value === undefined) return undefined;
  if (value.trim() === 'none') return null;
  const parts = value.split(',');
  const lng = Number(parts.pop());
  const lat = Number(parts.pop());
  const label = parts.join(',').trim();
  const problem =
    label === ''
      ? 'a label'
      : !Number.isFinite(lat) || Math.abs(lat) > 90
        ? 'a latitude from -90 to 90'
        : !Number.isFinite(lng) || Math.abs(lng) > 180
          ? 'a longitude from -180 to 180'
          : null;
  if (problem) throw new UsageError(`--${name} must be "Label,lat,lng" with ${problem}`);
  return { label, lat, lng };
}

export function choiceOption<T extends string>(args: ParsedArgs, name: string, choices: readonly T[], fallback: T): T {
  const value = args.values[name] ?? fallback;
  if (!choices.includes(value as T)) throw new UsageError(`--${name} must be one of ${choices.join(', ')}`);
  return value as T;
}

export function onePositional(args: ParsedArgs, what: string): string {
  if (args.positionals.length !== 1) throw new UsageError(`expected exactly one ${what}`);
  return args.positionals[0] as string;
}
