import { randomUUID } from 'node:crypto';
import { PNG } from 'pngjs';
import type { AppDeps } from '../../src/server/http/app-env';
import { catalogItems, customers, notes, sites, treePhotos, trees } from '../../src/server/db/schema';

/*
 * Inventory straight into the database for one organization, so a test builds the world it needs in
 * a few lines. Every helper takes overrides of the table's insert type; timestamps default to the
 * app's clock. Pass `api.deps` from startTestApp().
 */

type Deps = Pick<AppDeps, 'database' | 'clock' | 'storage'>;
type Insert<Table extends { $inferInsert: object }> = Table['$inferInsert'];
type Overrides<Table extends { $inferInsert: object }> = Partial<Omit<Insert<Table>, 'orgId'>>;

export type CatalogItemRow = typeof catalogItems.$inferSelect;
export type CustomerRow = typeof customers.$inferSelect;
export type SiteRow = typeof sites.$inferSelect;
export type TreeRow = typeof trees.$inferSelect;
export type PhotoRow = typeof treePhotos.$inferSelect;
export type NoteRow = typeof notes.$inferSelect;

function first<Row>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Many catalog items in one INSERT (ordered as given); the nth defaults to `Item n`, a $120.00 service. */
export async function insertCatalogItems(
  deps: Deps,
  orgId: string,
  items: Overrides<typeof catalogItems>[],
): Promise<CatalogItemRow[]> {
  if (items.length === 0) return [];
  const now = deps.clock.now();
  const values = items.map((item, index) => ({
    orgId,
    id: randomUUID(),
    type: 'service',
    name: `Item ${index + 1}`,
    category: 'Pruning',
    unitPriceCents: 12_000,
    createdAt: now,
    updatedAt: now,
    ...item,
  }));
  const rows = await deps.database.db.insert(catalogItems).values(values).returning();
  return rows.sort((a, b) => a.seq - b.seq);
}

export async function insertCatalogItem(
  deps: Deps,
  orgId: string,
  overrides: Overrides<typeof catalogItems> = {},
): Promise<CatalogItemRow> {
  return first(await insertCatalogItems(deps, orgId, [overrides]));
}

export async function insertCustomer(
  deps: Deps,
  orgId: string,
  overrides: Overrides<typeof customers> = {},
): Promise<CustomerRow> {
  const now = deps.clock.now();
  const values = { orgId, id: randomUUID(), name: 'Fixture Customer', createdAt: now, updatedAt: now, ...overrides };
  return first(await deps.database.db.insert(customers).values(values).returning());
}

/** A site of a new customer unless `customerId` is given. */
export async function insertSite(deps: Deps, orgId: string, overrides: Overrides<typeof sites> = {}): Promise<SiteRow> {
  const now = deps.clock.now();
  const customerId = overrides.customerId ?? (await insertCustomer(deps, orgId)).id;
  const values = {
    orgId,
    id: randomUUID(),
    customerId,
    street: '1200 SE Oak St',
    city: 'Portland',
    state: 'OR',
    zip: '97214',
    country: 'US',
    latitude: 45.5165,
    longitude: -122.6535,
    locationSource: 'supplied',
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  return first(await deps.database.db.insert(sites).values(values).returning());
}

export async function insertTree(
  deps: Deps,
  orgId: string,
  siteId: string,
  overrides: Overrides<typeof trees> = {},
): Promise<TreeRow> {
  const now = deps.clock.now();
  const values = {
    orgId,
    id: randomUUID(),
    siteId,
    commonName: 'Bigleaf maple',
    scientificName: 'Acer macrophyllum',
    speciesConfidence: 0.92,
    speciesSource: 'ai',
    dbhInches: 18,
    dbhConfidence: 0.8,
    heightFeet: 55,
    canopySpreadFeet: 30,
    quantity: 1,
    healthCondition: 'fair',
    latitude: 45.5166,
    longitude: -122.6534,
    capturedAt: now,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
  return first(await deps.database.db.insert(trees).values(values).returning());
}

/** A real PNG of the given size: a green square with a darker diagonal. */
export function pngBytes(width = 4, height = 4): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 4;
      png.data[offset] = 30;
      png.data[offset + 1] = x === y ? 90 : 160;
      png.data[offset + 2] = 60;
      png.data[offset + 3] = 255;
    }
  }
  return PNG.sync.write(png);
}

/**
 * A photo row and, unless `file: false` or a null storageKey, its PNG in deps.storage under
 * `photos/<orgId>/<photoId>.png`. Returns the row and the stored bytes.
 */
export async function insertPhoto(
  deps: Deps,
  orgId: string,
  treeId: string,
  overrides: Overrides<typeof treePhotos> = {},
  options: { file?: boolean } = {},
): Promise<{ row: PhotoRow; bytes: Buffer }> {
  const now = deps.clock.now();
  const id = overrides.id ?? randomUUID();
  const bytes = pngBytes(overrides.width ?? 4, overrides.height ?? 4);
  const values = {
    orgId,
    id,
    treeId,
    category: 'primary',
    width: 4,
    height: 4,
    storageKey: `photos/${orgId}/${id}.png`,
    contentType: 'image/png',
    capturedAt: now,
    createdAt: now,
    ...overrides,
  };
  const row = first(await deps.database.db.insert(treePhotos).values(values).returning());
  if (row.storageKey !== null && options.file !== false) {
    await deps.storage.put(row.storageKey, { bytes, contentType: row.contentType });
  }
  return { row, bytes };
}

/** A site note, or a tree note when `treeId` is given (scope follows unless overridden). */
export async function insertNote(
  deps: Deps,
  orgId: string,
  siteId: string,
  overrides: Overrides<typeof notes> = {},
): Promise<NoteRow> {
  const values = {
    orgId,
    id: randomUUID(),
    siteId,
    scope: overrides.treeId ? 'tree' : 'site',
    transcript: 'Customer wants the maple raised over the driveway.',
    createdAt: deps.clock.now(),
    ...overrides,
  };
  return first(await deps.database.db.insert(notes).values(values).returning());
}
