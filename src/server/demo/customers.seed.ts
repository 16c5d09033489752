import type { customers } from '../db/schema';
import { emailFor, organizationName, personName, phoneNumber } from './people-names';
import { daysAgo, type SeedContext } from './seed-profile';

export type CustomerRow = typeof customers.$inferInsert & { id: string; createdAt: Date };

/** Customers oldest first (their creation order is their list order), about one in ten a business or HOA. */
export function generateCustomers(context: SeedContext): CustomerRow[] {
  const { random, newId, orgId, profile } = context;
  const rows: CustomerRow[] = [];
  for (let index = 0; index < profile.customers; index += 1) {
    const isOrganization = random.chance(0.1);
    const name = isOrganization ? organizationName(random) : personName(random);
    // Spread over two years, newest last, so paging oldest-first reads like the business's history.
    const createdAt = daysAgo(context, 730 - (index + random.next()) * (725 / profile.customers));
    rows.push({
      orgId,
      id: newId(),
      name,
      email: random.chance(isOrganization ? 0.9 : 0.75) ? emailFor(random, name) : null,
      phone: random.chance(0.8) ? phoneNumber(random) : null,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return rows;
}
