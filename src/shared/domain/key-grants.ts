import type { FieldProblem } from '../contract/common';
import { crewKeyScopes, FIELD_WRITE, type Scope } from '../contract/scopes';

/**
 * Which keys a key may make and revoke (docs/decisions/crews.md "Making keys"): never one that could do
 * more than itself, so keys:write is no way to a wider key.
 */

/** A key as these rules read it: what it holds, its crew, when it expires. */
export interface KeyGrant {
  scopes: readonly Scope[];
  crewId: string | null;
  expiresAt: Date | null;
}

const list = (items: readonly string[]) => items.join(', ');

/** The office scopes field:write stands for: marking lines (estimates:write) and adding to the inventory (inventory:write). */
const FIELD_WRITE_MEANS: readonly Scope[] = ['estimates:write', 'inventory:write'];

/** The wanted scopes `maker` does not hold: field:write counts as held by a key holding what it stands for. */
export function scopesBeyond(maker: readonly Scope[], wanted: readonly Scope[]): Scope[] {
  return wanted.filter((scope) =>
    scope === FIELD_WRITE ? !FIELD_WRITE_MEANS.every((means) => maker.includes(means)) : !maker.includes(scope),
  );
}

/** Every problem of making `wanted` with `maker` at `now`, on the CreateApiKey field it concerns. */
export function keyGrantProblems(maker: KeyGrant, wanted: KeyGrant, now: Date): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (wanted.crewId !== null) {
    const notForCrews = wanted.scopes.filter((scope) => !(crewKeyScopes as readonly Scope[]).includes(scope));
    if (notForCrews.length > 0)
      problems.push({
        field: 'scopes',
        problem: `a crew key may hold only ${list(crewKeyScopes)}; not ${list(notForCrews)}`,
      });
  } else if (wanted.scopes.includes(FIELD_WRITE)) {
    problems.push({
      field: 'scopes',
      problem:
        'field:write is for crew keys (send crewId); an office key marks work done with estimates:write and adds trees, photos and notes with inventory:write',
    });
  }
  const beyond = scopesBeyond(maker.scopes, wanted.scopes);
  if (beyond.length > 0)
    problems.push({
      field: 'scopes',
      problem: `must be scopes this key holds itself; it lacks ${list(beyond)}${beyond.includes(FIELD_WRITE) ? ` (field:write takes ${list(FIELD_WRITE_MEANS)})` : ''}`,
    });
  if (wanted.expiresAt !== null && wanted.expiresAt.getTime() <= now.getTime())
    problems.push({ field: 'expiresAt', problem: 'must be in the future' });
  else if (maker.expiresAt !== null) {
    const by = maker.expiresAt.toISOString();
    if (wanted.expiresAt === null)
      problems.push({
        field: 'expiresAt',
        problem: `is required: this key expires at ${by}, and so must a key it makes`,
      });
    else if (wanted.expiresAt.getTime() > maker.expiresAt.getTime())
      problems.push({ field: 'expiresAt', problem: `must be no later than ${by}, when this key expires` });
  }
  return problems;
}
