import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../src/server/db/client';

/*
 * Rows written by today's code, moved into a database whose schema stands at an older migration:
 * every table and column the old schema has, except what the old schema's own triggers write from
 * the rows copied, listed once here. Those the triggers fill as they did in production when the rows
 * were written (and rows copied as well would collide with theirs, or be counted twice). A later
 * migration that adds a table or column its triggers keep adds it here: an unlisted derived table
 * fails the copy with a duplicate key.
 */
const DERIVED = new Set([
  'org_data_revisions', // advanced by the revision triggers (0005)
  'placement_cards', // the cards of the placements (0010)
  'crew_day_rows', // the crew-days of the cards (0019)
  // The line facts of the estimate lines (0004) and the placement facts of the placements (0013),
  // the latter added up per placement inserted.
  ...['line_hours', 'lines_complete', 'line_total_cents', 'line_categories', 'has_program_lines'].map(
    (column) => `estimates.${column}`,
  ),
  ...['work_placed_hours', 'work_placements', 'work_days_from'].map((column) => `estimates.${column}`),
]);

/** Each table of the database: its writable columns (generated ones aside) and its rows as JSON. */
export type TableRows = Map<string, { columns: string[]; rowsJson: string }>;

interface Column {
  table: string;
  column: string;
  /** The sequence behind a serial column, else null. */
  sequence: string | null;
}

async function columnsOf(db: Db | Tx): Promise<Map<string, Column[]>> {
  const rows = await queryRows<Column>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column",
               pg_get_serial_sequence(c.oid::regclass::text, a.attname) AS sequence
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = 'public' AND c.relkind = 'r'
        ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row]);
  return tables;
}

/** The database's tables, each after the tables its foreign keys reference. */
async function inForeignKeyOrder(db: Db | Tx, tables: Iterable<string>): Promise<string[]> {
  const references = await queryRows<{ child: string; parent: string }>(
    db,
    sql`SELECT child.relname AS child, parent.relname AS parent
        FROM pg_constraint k
        JOIN pg_class child ON child.oid = k.conrelid
        JOIN pg_class parent ON parent.oid = k.confrelid
        WHERE k.contype = 'f' AND k.conrelid <> k.confrelid`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: readonly string[]) => {
    if (ordered.includes(table)) return;
    if (path.includes(table)) throw new Error(`foreign keys in a cycle: ${[...path, table].join(' -> ')}`);
    for (const { parent } of references.filter((reference) => reference.child === table))
      visit(parent, [...path, table]);
    ordered.push(table);
  };
  for (const table of tables) visit(table, []);
  return ordered;
}

/** Every row of every table of `db`, read as JSON (a small organization's rows: a few megabytes). */
export async function readAllRows(db: Db): Promise<TableRows> {
  const all: TableRows = new Map();
  for (const [table, columns] of await columnsOf(db)) {
    const [read] = await queryRows<{ rows: string }>(
      db,
      sql`SELECT coalesce(json_agg(t), '[]')::text AS rows FROM ${sql.identifier(table)} t`,
    );
    all.set(table, { columns: columns.map(({ column }) => column), rowsJson: read?.rows ?? '[]' });
  }
  return all;
}

/**
 * Writes `rows` (from a database at the newest migration) into `db`, whose schema is older: table by
 * table in foreign-key order, each with only the columns it has (the others are left out), in one
 * transaction with the old schema's triggers running. Serial columns' sequences continue after the
 * copied values, as they would after those rows were written.
 */
export async function copyRowsIntoOlderSchema(db: Db, rows: TableRows): Promise<void> {
  await db.transaction(async (tx) => {
    const oldTables = await columnsOf(tx);
    for (const table of await inForeignKeyOrder(tx, oldTables.keys())) {
      const source = rows.get(table);
      if (!source || source.rowsJson === '[]' || DERIVED.has(table)) continue;
      const columns = oldTables
        .get(table)!
        .filter(({ column }) => source.columns.includes(column) && !DERIVED.has(`${table}.${column}`));
      const list = sql.join(
        columns.map(({ column }) => sql.identifier(column)),
        sql`, `,
      );
      await tx.execute(
        sql`INSERT INTO ${sql.identifier(table)} (${list})
            SELECT ${list} FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${source.rowsJson}::json)`,
      );
      for (const { column, sequence } of columns.filter((candidate) => candidate.sequence !== null))
        await tx.execute(
          sql`SELECT setval(${sequence}, (SELECT max(${sql.identifier(column)}) FROM ${sql.identifier(table)}))`,
        );
    }
  });
}
