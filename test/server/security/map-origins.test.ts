import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { parseEnv } from '../../../src/server/env';
import { startLoopbackServer } from '../../support/loopback-server';
import { createOwnDatabase, type OwnDatabase } from '../../support/own-database';
import { startServerProcess, type ServerProcess } from '../../support/server-process';
import { startTestApp } from '../../support/test-app';
import { childEnv } from '../cli/child-process';

/** The policy's directives, each with its sources in order. */
async function policyOf(url: string): Promise<Record<string, string[]>> {
  const response = await fetch(url);
  return Object.fromEntries(
    (response.headers.get('content-security-policy') ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('the Content-Security-Policy without a basemap', () => {
  it('lets the page fetch and draw from its own origin alone', async () => {
    const api = await startTestApp();
    const policy = await policyOf(`${api.baseUrl}/api/v1/customers`);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });
});

describe('MAP_STYLE_URL and MAP_ORIGINS as the server reads them', () => {
  it('keeps origins alone, normalised, and refuses what the policy could not name exactly', () => {
    const env = parseEnv({
      MAP_STYLE_URL: 'https://maps.example.test/style.json?key=abc',
      MAP_ORIGINS: ' https://Tiles.Example.test/ ,https://*.cdn.example.test:8443',
    });
    expect(env.MAP_ORIGINS).toEqual(['https://tiles.example.test', 'https://*.cdn.example.test:8443']);
    expect(() => parseEnv({ MAP_STYLE_URL: 'ftp://maps.example.test/style.json' })).toThrow(
      'MAP_STYLE_URL: must be an http(s) URL of a MapLibre style',
    );
    expect(() =>
      parseEnv({ MAP_STYLE_URL: 'https://maps.example.test/style.json', MAP_ORIGINS: 'https://tiles.example.test/v3' }),
    ).toThrow('MAP_ORIGINS: https://tiles.example.test/v3 is not an origin like https://tiles.example.com');
    expect(() => parseEnv({ MAP_ORIGINS: 'https://tiles.example.test' })).toThrow(
      'MAP_ORIGINS: needs MAP_STYLE_URL (the basemap its origins serve)',
    );
  });
});

/** A server process starts in seconds, but compiles and migrates first: minutes on a loaded machine. */
const SERVER_TEST_TIMEOUT_MS = 180_000;

describe('the Content-Security-Policy with MAP_STYLE_URL (a real server process)', () => {
  const running = new Set<ServerProcess>();
  let dataDir: string;
  let ownDatabase: OwnDatabase | undefined;
  let styleOrigin: string;

  const tileJson = { tilejson: '3.0.0', tiles: ['https://tiles.example.test/roads/{z}/{x}/{y}.mvt'] };
  const style = {
    version: 8,
    sources: {
      archive: { type: 'vector', url: 'pmtiles://https://archive.example.test/planet.pmtiles' },
      roads: { type: 'vector', url: '' /* this server's TileJSON, set once it listens */ },
      hills: { type: 'raster-dem', tiles: ['https://dem.example.test/{z}/{x}/{y}.png'] },
      parks: { type: 'geojson', data: 'https://data.example.test/parks.geojson' },
      inline: { type: 'geojson', data: { type: 'FeatureCollection', features: [] } },
    },
    glyphs: 'https://fonts.example.test/{fontstack}/{range}.pbf',
    sprite: [
      { id: 'default', url: 'https://sprites.example.test/basic' },
      { id: 'local', url: '/sprites/relative' },
    ],
    layers: [],
  };

  beforeAll(async () => {
    styleOrigin = await startLoopbackServer((request, response) => {
      const body = { '/style.json?key=s3cret': style, '/tiles.json': tileJson }[request.url ?? ''];
      if (body) response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      else response.writeHead(404).end();
    });
    style.sources.roads.url = `${styleOrigin}/tiles.json`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'canopy-map-origins-'));
    // A server process serves every organization of its database: on PostgreSQL it gets one of its own.
    const serverUrl = inject('testDatabaseUrl');
    if (serverUrl) ownDatabase = await createOwnDatabase(serverUrl, 'canopy_map_origins');
  });

  afterEach(async () => {
    await Promise.all([...running].map((server) => server.stop()));
    running.clear();
  });

  afterAll(async () => {
    rmSync(dataDir, { recursive: true, force: true });
    await ownDatabase?.drop();
  });

  async function startServer(extra: Record<string, string>) {
    const env = childEnv(dataDir, { DEMO_SEED: 'false', ...extra });
    if (ownDatabase) env.DATABASE_URL = ownDatabase.url;
    const server = await startServerProcess(env);
    running.add(server);
    return server;
  }

  it(
    "admits the style's origin, every origin it names, its TileJSON's tiles and MAP_ORIGINS, and no other",
    async () => {
      const server = await startServer({
        MAP_STYLE_URL: `${styleOrigin}/style.json?key=s3cret`,
        MAP_ORIGINS: 'https://extra.example.test, https://*.cdn.example.test',
      });
      const admitted = [
        styleOrigin,
        'https://archive.example.test',
        'https://dem.example.test',
        'https://data.example.test',
        'https://fonts.example.test',
        'https://sprites.example.test',
        'https://tiles.example.test',
        'https://extra.example.test',
        'https://*.cdn.example.test',
      ];
      const policy = await policyOf(`${server.apiUrl}/customers`);
      expect(policy['connect-src']).toEqual(["'self'", ...admitted]);
      expect(policy['img-src']).toEqual(["'self'", 'data:', 'blob:', ...admitted]);
      expect(policy['script-src']).toEqual(["'self'"]);
      expect(server.output()).not.toContain('Basemap:');
    },
    SERVER_TEST_TIMEOUT_MS,
  );

  it(
    'starts without a style it cannot read, says so without its path or key, and admits its origin and MAP_ORIGINS',
    async () => {
      const server = await startServer({
        MAP_STYLE_URL: `${styleOrigin}/moved/style.json?key=s3cret`,
        MAP_ORIGINS: 'https://extra.example.test',
      });
      const policy = await policyOf(`${server.apiUrl}/customers`);
      expect(policy['connect-src']).toEqual(["'self'", styleOrigin, 'https://extra.example.test']);
      expect(server.output()).toContain(`Basemap: the style at ${styleOrigin} could not be read (answered 404).`);
      expect(server.output()).not.toContain('s3cret');
      expect(server.output()).not.toContain('/moved/');
    },
    SERVER_TEST_TIMEOUT_MS,
  );
});
