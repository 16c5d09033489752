import type { users } from '../db/schema';
import { personName } from './people-names';
import { daysAgo, type SeedContext } from './seed-profile';

export type UserRow = typeof users.$inferInsert & { id: string; name: string; role: UserRole };

/** Office staff book visits and bill; estimators (ISA-certified arborists) walk sites and write the estimates. */
export type UserRole = 'office' | 'estimator';

/** The people appointments are assigned to, each name once. */
export function generateUsers(context: SeedContext): UserRow[] {
  const { random, newId, orgId, profile } = context;
  const roles: UserRole[] = [
    ...Array<UserRole>(profile.officeStaff).fill('office'),
    ...Array<UserRole>(profile.arborists).fill('estimator'),
  ];
  const names = new Set<string>();
  return roles.map((role, index) => {
    let name = personName(random);
    while (names.has(name)) name = personName(random);
    names.add(name);
    return { orgId, id: newId(), name, role, createdAt: daysAgo(context, 700 - index * (500 / roles.length)) };
  });
}
