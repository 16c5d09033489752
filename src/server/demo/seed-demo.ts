import { randomUUID } from 'node:crypto';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Day } from '../../shared/contract/common';
import type { FileStorage } from '../adapters/storage/file-storage';
import type { Db, Tx } from '../db/client';
import type { CounterName } from '../db/counters';
import * as schema from '../db/schema';
import { listDistrictRows } from '../districts/districts.repo';
import { updateOrganizationSettings } from '../orgs/orgs.service';
import { demoLogoPng } from './logo-image';
import { DEFAULT_SOLVE_SETTINGS } from '../routes/route-plan';
import { planDaysNow } from '../routes/route-planning.service';
import { insertInBatches } from './batch-insert';
import { generateCatalog } from './catalog.seed';
import { generateCrews } from './crews.seed';
import { generateCustomers } from './customers.seed';
import { generateDistricts } from './districts.seed';
import { generateEstimates } from './estimates.seed';
import { postedInOrder } from './invoices.seed';
import { generateNotes } from './notes.seed';
import { generateOfficeWork } from './office-work.seed';
import { generatePhotos, type PhotoFile } from './photos.seed';
import { createRandom } from './prng';
import { generateProgramWork, numberInCreationOrder } from './program-work.seed';
import { DEMO_TIME_ZONE, seedProfiles, type SeedContext, type SeedOptions } from './seed-profile';
import { seedWindow, type SeedWindow } from './seed-window';
import { generateSites } from './sites.seed';
import { generateTrees } from './trees.seed';
import { generateUsers } from './users.seed';
import { summarize, type SeededRows, type SeedSummary } from './seed-summary';
import { groupBy } from './group-by';

export type { DemoSize, SeedOptions } from './seed-profile';
export type { SeedSummary } from './seed-summary';

/** The content stream's seed: every demo organization tells the same story. */
const CONTENT_SEED = 20_260_302;

/** A yard in NE Portland near the Columbia Slough: where the crews start and end their day. */
export const DEMO_DEPOT = { label: 'Canopy yard, NE Columbia Blvd', lat: 45.5712, lng: -122.6206 } as const;

/** What the demo's customer documents print about the company (docs/decisions/demo.md). */
const DEMO_COMPANY = {
  addressLines: ['8200 NE Columbia Blvd', 'Portland, OR 97218'],
  phone: '503-555-0140',
  email: 'office@canopy-demo.example',
  documentTerms:
    'Prices include cleanup and haul-away of all wood and brush unless a line says otherwise. Stump grinding is ' +
    'quoted separately. We carry general liability and workers’ compensation insurance; certificates on request. ' +
    'Payment is due within 30 days of the invoice date. To accept, reply to this estimate or call the office.',
} as const;

const PARALLEL_FILE_WRITES = 16;

async function storeFiles(storage: FileStorage, files: readonly PhotoFile[]): Promise<void> {
  for (let start = 0; start < files.length; start += PARALLEL_FILE_WRITES) {
    await Promise.all(files.slice(start, start + PARALLEL_FILE_WRITES).map(({ key, file }) => storage.put(key, file)));
  }
}

/** Takes `count` numbers off one of the organization's counters in one step; returns the first. */
async function reserveNumbers(tx: Tx, orgId: string, name: CounterName, count: number): Promise<number> {
  const [row] = await tx
    .insert(schema.counters)
    .values({ orgId, name, value: count })
    .onConflictDoUpdate({
      target: [schema.counters.orgId, schema.counters.name],
      set: { value: sql`${schema.counters.value} + ${count}` },
    })
    .returning({ value: schema.counters.value });
  if (!row) throw new Error(`the ${name} counter returned no value`);
  return row.value - count + 1;
}

/**
 * Days of the window whose unassigned board is already in use (an earlier seed, or the board): its
 * route row exists, which is the crew-day's lock, so the seed leaves those days alone.
 */
async function unassignedDaysInUse(tx: Tx, orgId: string, window: SeedWindow): Promise<Set<Day>> {
  const days = [...window.pastDays, ...window.futureDays];
  const rows = await tx
    .select({ day: schema.routes.day })
    .from(schema.routes)
    .where(and(eq(schema.routes.orgId, orgId), isNull(schema.routes.crewId), inArray(schema.routes.day, days)));
  return new Set(rows.map((row) => row.day));
}

/**
 * Fills an organization with a believable Portland-area tree-care business: crews, customers,
 * sites, captured trees with photos and notes, a catalog, estimates in every state, districts,
 * office staff and arborists with their site visits, the dispatcher board over three weeks around
 * today, and invoices. All rows go in one transaction, so a failed seed leaves the organization as it was.
 */
export async function seedDemo(db: Db, orgId: string, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  const context: SeedContext = {
    orgId,
    now: options.now,
    profile: seedProfiles[options.size],
    random: createRandom(CONTENT_SEED),
    newId: randomUUID,
  };
  const window = seedWindow(DEMO_TIME_ZONE, options.now);
  const crews = generateCrews(context);
  const customers = generateCustomers(context);
  const sites = generateSites(context, customers);
  const trees = generateTrees(context, sites);
  const treesBySite = groupBy(trees, (tree) => tree.siteId);
  const photos = generatePhotos(context, trees);
  const notes = generateNotes(context, sites, treesBySite);
  const catalog = generateCatalog(context);
  const program = generateProgramWork(context, { sites, treesBySite, catalog });
  const users = generateUsers(context);

  await storeFiles(options.storage, photos.files);
  const seeded = await db.transaction(async (tx) => {
    const organization = await updateOrganizationSettings(
      tx,
      orgId,
      { timeZone: DEMO_TIME_ZONE, origin: DEMO_DEPOT, ...DEMO_COMPANY, logo: demoLogoPng() },
      options.now,
    );
    if (!organization) throw new Error(`Unknown organization: ${orgId}`);
    const firstNumber = await reserveNumbers(
      tx,
      orgId,
      'estimate',
      context.profile.estimates + program.estimates.length,
    );
    const generated = generateEstimates(context, { sites, treesBySite, catalog, firstNumber });
    const estimates = numberInCreationOrder([...generated.estimates, ...program.estimates], firstNumber);
    const lines = [...generated.lines, ...program.lines];
    const districts = generateDistricts(context, sites, await listDistrictRows(tx, orgId));
    const work = generateOfficeWork(context, {
      window,
      depot: DEMO_DEPOT,
      placeholderHours: organization.placeholderHours,
      crews: crews.crews,
      crewMembers: crews.members,
      customers,
      sites,
      catalog,
      estimates,
      lines,
      users,
      programEstimateIds: new Set(program.estimates.map((estimate) => estimate.id)),
      takenUnassignedDays: await unassignedDaysInUse(tx, orgId, window),
    });
    const posted = postedInOrder(work.invoices.invoices);
    const firstInvoiceNumber = await reserveNumbers(tx, orgId, 'invoice', posted.length);
    posted.forEach((invoice, index) => (invoice.number = firstInvoiceNumber + index));

    await insertInBatches(tx, schema.crews, crews.crews);
    await insertInBatches(tx, schema.crewMembers, crews.members);
    await insertInBatches(tx, schema.customers, customers);
    await insertInBatches(tx, schema.sites, sites);
    await insertInBatches(tx, schema.trees, trees);
    await insertInBatches(tx, schema.treePhotos, photos.photos);
    await insertInBatches(tx, schema.notes, notes);
    await insertInBatches(tx, schema.catalogItems, catalog);
    await insertInBatches(tx, schema.estimates, estimates);
    await insertInBatches(tx, schema.estimateLines, lines);
    await insertInBatches(tx, schema.districts, districts.districts);
    await insertInBatches(tx, schema.siteDistricts, districts.siteDistricts);
    await insertInBatches(tx, schema.users, users);
    await insertInBatches(tx, schema.appointments, work.appointments);
    await insertInBatches(tx, schema.placements, work.placements);
    await insertInBatches(tx, schema.routes, work.routes);
    await insertInBatches(tx, schema.timeEntries, work.timeEntries);
    await insertInBatches(tx, schema.invoices, work.invoices.invoices);
    await insertInBatches(tx, schema.invoiceLines, work.invoices.lines);
    await insertInBatches(tx, schema.invoicePayments, work.invoices.payments);
    // Every seeded day starts planned, as the route worker would leave it: no day reads stale.
    const planning = { travel: options.travel, solve: DEFAULT_SOLVE_SETTINGS, clock: { now: () => options.now } };
    await planDaysNow(
      tx,
      planning,
      orgId,
      work.routes.map((route) => ({ crewId: route.crewId ?? null, day: route.day })),
    );
    return { estimates, lines, firstNumber, work, districts };
  });

  const rows: SeededRows = {
    crews: crews.crews,
    crewMembers: crews.members,
    customers: customers.length,
    sites,
    trees: trees.length,
    photos: photos.photos.length,
    photoFiles: photos.files.length,
    notes: notes.length,
    catalogItems: catalog.length,
    estimates: seeded.estimates,
    lines: seeded.lines,
    firstNumber: seeded.firstNumber,
    programEstimates: program.estimates.length,
    districts: seeded.districts.districts.length,
    siteDistricts: seeded.districts.siteDistricts.length,
    users: users.length,
    work: seeded.work,
    today: window.today,
  };
  // A bulk load leaves the planner's statistics stale (PGlite has no autovacuum at all): refresh them.
  await db.execute(sql`ANALYZE`);
  return summarize(orgId, options.size, rows, Math.round(performance.now() - started));
}
