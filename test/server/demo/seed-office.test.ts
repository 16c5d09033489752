import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../src/server/db/client';
import * as schema from '../../../src/server/db/schema';
import { seedDemo, type SeedSummary } from '../../../src/server/demo/seed-demo';
import { checkBoundary } from '../../../src/shared/domain/district-boundary';
import { pointInRing } from '../../../src/shared/domain/polygon';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { greatCircleTravel } from '../../../src/server/adapters/travel/great-circle-travel';

/** The test clock's day in Portland (2026-03-02T16:00Z is 08:00 there). */
const TODAY = '2026-03-02';

let api: TestApp;
let org: TestOrg;
let summary: SeedSummary;

const db = () => api.deps.database.db;
const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(db(), query);

async function readAll(path: string): Promise<any[]> {
  const items: any[] = [];
  let cursor: string | null = null;
  do {
    const separator = path.includes('?') ? '&' : '?';
    const res: { status: number; body: any } = await api.get(
      `${path}${separator}limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { key: org.key },
    );
    expect(res.status).toBe(200);
    items.push(...res.body.data.items);
    cursor = res.body.data.nextCursor;
  } while (cursor);
  return items;
}

const invoiceCounter = async () =>
  (
    await db()
      .select()
      .from(schema.counters)
      .where(and(eq(schema.counters.orgId, org.id), eq(schema.counters.name, 'invoice')))
  )[0]?.value;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Office Demo' });
  summary = await seedDemo(db(), org.id, {
    size: 'small',
    now: api.clock.now(),
    storage: api.deps.storage,
    travel: greatCircleTravel,
  });
}, 120_000);

describe('demo districts', () => {
  it('draws four to six simple Portland rings and files every located site under each ring holding it', async () => {
    const districts = (await api.get('/districts', { key: org.key })).body.data.items;
    expect(districts.length).toBeGreaterThanOrEqual(4);
    expect(districts.length).toBeLessThanOrEqual(6);
    expect(districts.map((district: any) => district.name)).toContain('North Portland');
    for (const district of districts)
      expect(checkBoundary(district.boundary)).toEqual({ ok: true, ring: district.boundary });

    const sites = await db().select().from(schema.sites).where(eq(schema.sites.orgId, org.id));
    const memberships = await db().select().from(schema.siteDistricts).where(eq(schema.siteDistricts.orgId, org.id));
    expect(memberships).toHaveLength(summary.siteDistricts);
    const filed = new Set(memberships.map((row) => `${row.siteId}|${row.districtId}`));
    const expected = new Set(
      sites.flatMap((site) =>
        site.latitude === null || site.longitude === null
          ? []
          : districts
              .filter((district: any) => pointInRing([site.longitude!, site.latitude!], district.boundary))
              .map((district: any) => `${site.id}|${district.id}`),
      ),
    );
    expect(filed).toEqual(expected);
    const perSite = new Map<string, number>();
    for (const row of memberships) perSite.set(row.siteId, (perSite.get(row.siteId) ?? 0) + 1);
    expect([...perSite.values()].some((count) => count > 1)).toBe(true);
    expect(perSite.size).toBeLessThan(sites.length);
  });
});

describe('demo invoices', () => {
  it('numbers posted invoices INV-1..n with the counter at n; drafts have no number', async () => {
    const invoices = await db().select().from(schema.invoices).where(eq(schema.invoices.orgId, org.id));
    expect(invoices).toHaveLength(summary.invoices);
    const numbers = invoices
      .flatMap((invoice) => (invoice.number === null ? [] : [invoice.number]))
      .sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, index) => index + 1));
    expect(await invoiceCounter()).toBe(numbers.length);
    for (const invoice of invoices) expect(invoice.number === null).toBe(invoice.state === 'draft');
    const byPosting = invoices
      .filter((invoice) => invoice.postedAt)
      .sort((a, b) => a.postedAt!.getTime() - b.postedAt!.getTime());
    expect(byPosting.map((invoice) => invoice.number)).toEqual(numbers);
  });

  it('lists them through GET /invoices in every financial status, billing only complete work at the estimate prices', async () => {
    const invoices = await readAll('/invoices');
    expect(invoices).toHaveLength(summary.invoices);
    const counts = Object.fromEntries(
      Object.keys(summary.invoicesByStatus).map((status) => [
        status,
        invoices.filter((invoice) => invoice.financialStatus === status).length,
      ]),
    );
    expect(counts).toEqual(summary.invoicesByStatus);
    for (const status of ['draft', 'open', 'partial', 'paid', 'overdue', 'voided'])
      expect(counts[status]).toBeGreaterThan(0);
    expect(counts.voided).toBe(1);

    for (const invoice of invoices) {
      expect(invoice.totalCents).toBe(invoice.subtotalCents);
      if (invoice.financialStatus === 'paid')
        expect(invoice).toMatchObject({ balanceCents: 0, paidCents: invoice.totalCents });
      if (invoice.financialStatus === 'partial')
        expect(invoice.paidCents > 0 && invoice.paidCents < invoice.totalCents).toBe(true);
      if (invoice.financialStatus === 'overdue') expect(invoice.dueDate < TODAY && invoice.paidCents === 0).toBe(true);
      if (invoice.financialStatus === 'open') expect(invoice.dueDate >= TODAY && invoice.paidCents === 0).toBe(true);
      expect(invoice.transactionDate <= TODAY && invoice.transactionDate <= invoice.dueDate).toBe(true);
    }
    const overdue = await readAll('/invoices?financialStatus=overdue');
    expect(overdue).toHaveLength(counts.overdue!);

    const voided = invoices.find((invoice) => invoice.financialStatus === 'voided');
    expect(voided.number).toMatch(/^INV-\d+$/);
    expect(
      invoices.filter((invoice) => invoice.estimateId === voided.estimateId && invoice.state !== 'voided'),
    ).toHaveLength(1);
    const billed = await api.get(`/estimates/${voided.estimateId}`, { key: org.key });
    expect(billed.body.data).toMatchObject({
      status: 'completed',
      unpricedCount: 0,
      customerId: voided.customerId,
      totalCents: voided.totalCents,
    });
  });

  it('copies every estimate line onto its invoice and records payments only on posted invoices', async () => {
    const lines = await rows<{
      invoice_total: number;
      line_sum: number;
      estimate_lines: number;
      invoice_lines: number;
    }>(sql`
      SELECT i.total_cents::int AS invoice_total, (SELECT sum(x.amount_cents)::int FROM invoice_lines x WHERE x.org_id = i.org_id AND x.invoice_id = i.id) AS line_sum,
             (SELECT count(*)::int FROM estimate_lines l WHERE l.org_id = i.org_id AND l.estimate_id = i.estimate_id) AS estimate_lines,
             (SELECT count(*)::int FROM invoice_lines x WHERE x.org_id = i.org_id AND x.invoice_id = i.id) AS invoice_lines
      FROM invoices i WHERE i.org_id = ${org.id}`);
    for (const invoice of lines) {
      expect(invoice.line_sum).toBe(invoice.invoice_total);
      expect(invoice.invoice_lines).toBe(invoice.estimate_lines);
    }
    const payments = await rows<{ state: string; received_on: string; transaction_date: string }>(sql`
      SELECT i.state, p.received_on::text, i.transaction_date::text FROM invoice_payments p
      JOIN invoices i ON i.org_id = p.org_id AND i.id = p.invoice_id WHERE p.org_id = ${org.id}`);
    expect(payments).toHaveLength(summary.invoicePayments);
    for (const payment of payments) {
      expect(payment.state).toBe('posted');
      expect(payment.received_on >= payment.transaction_date && payment.received_on <= TODAY).toBe(true);
    }
  });
});

describe('seeding the same organization again', () => {
  it('adds a second copy: districts kept once, every crew-day still dense, invoice numbers continued', async () => {
    const again = await seedDemo(db(), org.id, {
      size: 'small',
      now: api.clock.now(),
      storage: api.deps.storage,
      travel: greatCircleTravel,
    });
    expect(again.districts).toBe(0);
    expect((await api.get('/districts', { key: org.key })).body.data.items).toHaveLength(summary.districts);
    expect(again.invoiceNumbers?.first).toBe(summary.invoiceNumbers!.last + 1);
    expect(await invoiceCounter()).toBe(again.invoiceNumbers?.last);
    const broken = await rows<{ crew_id: string | null }>(sql`
      SELECT crew_id FROM placements WHERE org_id = ${org.id} GROUP BY crew_id, scheduled_date
      HAVING min(sort_order) <> 1 OR max(sort_order) <> count(*) OR count(DISTINCT sort_order) <> count(*)
          OR count(DISTINCT estimate_id) <> count(*)
          OR (SELECT count(*) FROM routes r WHERE r.org_id = ${org.id} AND r.day = scheduled_date AND r.crew_id IS NOT DISTINCT FROM placements.crew_id) <> 1`);
    expect(broken).toEqual([]);
  }, 120_000);
});
