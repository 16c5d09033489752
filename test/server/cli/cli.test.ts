import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewKeyScopes } from '../../../src/shared/contract/scopes';
import { childEnv, runCliProcess } from './child-process';
import { cliWorld, type KeyedRequest } from './cli-world';

/** Each command that opens PGlite spends seconds starting it, more on a busy machine. */
const SLOW = { timeout: 240_000 };

let dataDir: string;
let env: NodeJS.ProcessEnv;
let world: Awaited<ReturnType<typeof cliWorld>>;

const canopy = (...args: string[]) => runCliProcess(args, env);

async function createOrgWithKey(scopes = 'all'): Promise<{ orgId: string; keyId: string; key: string }> {
  const org = await canopy('org:create', '--name', 'Command Line Arborists');
  expect(org.code).toBe(0);
  const key = await canopy('key:create', '--org', org.json.id, '--scopes', scopes);
  expect(key.code).toBe(0);
  return { orgId: org.json.id, keyId: key.json.id, key: key.json.key };
}

function expectOneLineFailure(result: { code: number | null; stdout: string; stderr: string }, mentions: RegExp) {
  expect(result.code).toBe(2);
  expect(result.stdout).toBe('');
  expect(result.stderr.trimEnd().split('\n')).toHaveLength(1);
  expect(result.stderr).toMatch(mentions);
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-cli-'));
  env = childEnv(dataDir);
  world = await cliWorld(dataDir);
}, SLOW.timeout);

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('canopy help', SLOW, () => {
  it('lists every command', async () => {
    const result = await canopy('help');
    expect(result.code).toBe(0);
    for (const command of ['org:create', 'org:settings', 'key:create', 'key:revoke', 'demo:seed', 'inventory:import']) {
      expect(result.stdout).toContain(command);
    }
  });
});

describe('bad arguments', SLOW, () => {
  it('exit 2 with one line on stderr and nothing on stdout', async () => {
    const cases: [string[], RegExp][] = [
      [[], /no command/],
      [['org:destroy'], /unknown command "org:destroy"/],
      [['org:create'], /--name is required/],
      [['key:create', '--org', 'not-a-uuid', '--scopes', 'all'], /--org must be a UUID/],
      [['key:create', '--org', randomUUID(), '--scopes', 'customers:read,trees:chop'], /unknown scope trees:chop/],
      [
        ['key:create', '--org', randomUUID(), '--scopes', 'all', '--expires-at', 'tomorrow'],
        /--expires-at must be an ISO-8601/,
      ],
      [
        ['key:create', '--org', randomUUID(), '--scopes', 'estimates:write,field:write'],
        /field:write is for crew keys/,
      ],
      [
        ['key:create', '--org', randomUUID(), '--crew', randomUUID(), '--scopes', 'schedule:read,customers:read'],
        /--scopes: a crew key may hold only .*; not customers:read/,
      ],
      [['key:create', '--org', randomUUID(), '--crew', 'oak', '--scopes', 'all'], /--crew must be a UUID/],
      [['key:revoke', '--id', randomUUID(), '--force'], /--force/],
      [['demo:seed', '--org', randomUUID(), '--size', 'huge'], /--size must be one of small, large/],
      [['org:settings', '--org', randomUUID(), '--origin', 'Yard,91,-122'], /latitude/],
      [['org:create', '--name', 'X', '--time-zone', 'Mars/Olympus_Mons'], /--time-zone/],
      [['inventory:import', '--site', randomUUID()], /GeoJSON file/],
    ];
    // A few processes at a time: fourteen compiling at once outlast their timeout on two loaded cores.
    for (let start = 0; start < cases.length; start += 4) {
      const batch = cases.slice(start, start + 4);
      const results = await Promise.all(batch.map(([args]) => canopy(...args)));
      results.forEach((result, index) => expectOneLineFailure(result, batch[index]![1]));
    }
  });

  it('exit 2 for an organization, key or site that does not exist', async () => {
    const file = path.join(dataDir, 'empty.geojson');
    writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features: [] }));
    expectOneLineFailure(await canopy('key:create', '--org', randomUUID(), '--scopes', 'all'), /unknown organization/);
    expectOneLineFailure(await canopy('key:revoke', '--id', randomUUID()), /unknown key/);
    expectOneLineFailure(await canopy('inventory:import', '--site', randomUUID(), file), /unknown site/);
    expectOneLineFailure(await canopy('demo:seed', '--org', randomUUID()), /unknown organization/);
  });
});

describe('organizations and keys', SLOW, () => {
  it('creates a key that works with its scopes, then revokes it for good', async () => {
    const { keyId, key } = await createOrgWithKey('customers:read');
    expect(key).toMatch(/^ck_live_/);
    await world.withApp(async (request) => {
      expect((await request(key, 'GET', '/customers')).status).toBe(200);
      expect((await request(key, 'POST', '/customers', { name: 'Nope' })).status).toBe(403);
    });

    const revoked = await canopy('key:revoke', '--id', keyId);
    expect(revoked.code).toBe(0);
    expect(revoked.json).toEqual({ id: keyId, revoked: true });
    await world.withApp(async (request) => {
      const after = await request(key, 'GET', '/customers');
      expect(after.status).toBe(401);
      expect(after.body.data.code).toBe('unauthorized');
    });
  });

  it('sets and shows the depot origin, time zone and freeze horizon', async () => {
    const { orgId } = await createOrgWithKey();
    const changed = await canopy(
      'org:settings',
      '--org',
      orgId,
      '--origin',
      'Yard, Dock 2,45.5712,-122.6206',
      '--time-zone',
      'America/Denver',
      '--freeze-hours',
      '18',
    );
    expect(changed.code).toBe(0);
    expect(changed.json).toMatchObject({
      id: orgId,
      timeZone: 'America/Denver',
      freezeHours: 18,
      origin: { label: 'Yard, Dock 2', lat: 45.5712, lng: -122.6206 },
    });
    const shown = await canopy('org:settings', '--org', orgId);
    expect(shown.json).toEqual(changed.json);
  });
});

describe('demo:seed and inventory:import', SLOW, () => {
  let org: { orgId: string; key: string };
  let siteId: string;

  beforeAll(async () => {
    org = await createOrgWithKey();
    siteId = await world.withApp(async (request: KeyedRequest) => {
      const customer = await request(org.key, 'POST', '/customers', { name: 'Import Test' });
      const site = await request(org.key, 'POST', '/sites', {
        customerId: customer.body.data.id,
        street: '1 NE Alberta St',
        city: 'Portland',
        state: 'OR',
        zip: '97211',
      });
      return site.body.data.id as string;
    });
  }, SLOW.timeout);

  it('imports a FeatureCollection of trees into the site, coordinates from the geometry', async () => {
    const file = path.join(dataDir, 'trees.geojson');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-122.65, 45.559] },
            properties: {
              commonName: 'Douglas-fir',
              scientificName: 'Pseudotsuga menziesii',
              speciesSource: 'user-confirmed',
              dbhInches: 31.5,
              healthCondition: 'fair',
              recommendations: ['crown raise'],
            },
          },
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-122.6502, 45.5591] },
            properties: { commonName: 'Bigleaf maple', speciesSource: 'ai', speciesConfidence: 0.62, quantity: 1 },
          },
          { type: 'Feature', geometry: null, properties: { tags: ['not yet located'] } },
        ],
      }),
    );
    const result = await canopy('inventory:import', '--site', siteId, file);
    expect(result.code).toBe(0);
    expect(result.json).toEqual({ imported: 3 });
    await world.withApp(async (request) => {
      const trees = await request(org.key, 'GET', `/sites/${siteId}/trees`);
      expect(trees.status).toBe(200);
      const fir = trees.body.data.items.find((tree: any) => tree.commonName === 'Douglas-fir');
      expect(fir).toMatchObject({
        latitude: 45.559,
        longitude: -122.65,
        dbhInches: 31.5,
        healthCondition: 'fair',
        recommendations: ['crown raise'],
      });
      expect(trees.body.data.items).toHaveLength(3);
      expect(trees.body.data.items.filter((tree: any) => tree.latitude === null)).toHaveLength(1);
    });
  });

  it('refuses a file with a bad tree as a whole, naming the field', async () => {
    const file = path.join(dataDir, 'bad.geojson');
    writeFileSync(
      file,
      JSON.stringify({
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-122.65, 45.559] },
            properties: { commonName: 'Oak' },
          },
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [-122.65, 45.559] },
            properties: { dbhInches: 'thick' },
          },
        ],
      }),
    );
    expectOneLineFailure(
      await canopy('inventory:import', '--site', siteId, file),
      /features\.1\.properties\.dbhInches/,
    );
    await world.withApp(async (request) => {
      const trees = await request(org.key, 'GET', `/sites/${siteId}/trees`);
      expect(trees.body.data.items.some((tree: any) => tree.commonName === 'Oak')).toBe(false);
    });
  });

  it('seeds an organization and stores its photo files under DATA_DIR/files', async () => {
    const seeded = await canopy('demo:seed', '--org', org.orgId);
    expect(seeded.code).toBe(0);
    expect(seeded.json).toMatchObject({ orgId: org.orgId, size: 'small', crews: 8, archivedCrews: 1 });
    expect(existsSync(path.join(dataDir, 'files', 'photos', org.orgId))).toBe(true);
    await world.withApp(async (request) => {
      const customers = await request(org.key, 'GET', '/customers?limit=200');
      expect(customers.body.data.items).toHaveLength(200);
      const crews = await request(org.key, 'GET', '/crews');
      expect(crews.body.data.items).toHaveLength(8);
    });
  });

  it('makes a crew key with --crew: named for its crew, "all" its crew scopes, reading its crew only', async () => {
    const crew = await world.withApp(
      async (request) => (await request(org.key, 'GET', '/crews?active=true')).body.data.items[0],
    );
    expectOneLineFailure(
      await canopy('key:create', '--org', org.orgId, '--crew', randomUUID(), '--scopes', 'all'),
      /unknown crew/,
    );
    const made = await canopy('key:create', '--org', org.orgId, '--crew', crew.id, '--scopes', 'all');
    expect(made.code).toBe(0);
    await world.withApp(async (request) => {
      const keys = await request(org.key, 'GET', '/keys?limit=200');
      expect(keys.body.data.items.find((key: { id: string }) => key.id === made.json.id)).toMatchObject({
        name: crew.name,
        crewId: crew.id,
        scopes: [...crewKeyScopes],
      });
      const crews = await request(made.json.key, 'GET', '/crews');
      expect(crews.body.data.items.map((item: { id: string }) => item.id)).toEqual([crew.id]);
      expect((await request(made.json.key, 'GET', '/customers')).status).toBe(403);
    });
  });

  it('imports a seeded site report inventory as it is (its properties are Tree fields)', async () => {
    const inventory = await world.withApp(async (request) => {
      const sites = await request(org.key, 'GET', '/sites?limit=60');
      for (const site of sites.body.data.items) {
        const report = await request(org.key, 'GET', `/sites/${site.id}/report`);
        if (report.body.data.inventory.features.length > 0) return report.body.data.inventory;
      }
      throw new Error('no seeded site with located trees among the first 60');
    });
    const file = path.join(dataDir, 'report.geojson');
    writeFileSync(file, JSON.stringify(inventory));
    const result = await canopy('inventory:import', '--site', siteId, file);
    expect(result.code).toBe(0);
    expect(result.json).toEqual({ imported: inventory.features.length });
  });
});
