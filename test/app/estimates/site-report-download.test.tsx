import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertSite, insertTree } from '../../support/inventory-fixtures';
import { startTestApp, type TestApp } from '../../support/test-app';
import { renderApp } from '../support/render-app';

let api: TestApp;

beforeAll(async () => {
  api = await startTestApp();
});

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has neither; files share one jsdom per worker.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

/** What the page handed the browser to save: jsdom has no downloads, so the object URL and the click are caught here. */
function catchDownloads() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob | undefined }[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: (url: string) => blobs.delete(url),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href) });
  });
  return saved;
}

/** jsdom's Blob has no text(); its FileReader reads it. */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('site report download', () => {
  it('fetches the report with the API key and saves it as a JSON file named for the site and day', async () => {
    const org = await api.newOrg();
    const site = await insertSite(api.deps, org.id, { label: 'Report lot' });
    await insertTree(api.deps, org.id, site.id, { commonName: 'Western redcedar' });
    await insertTree(api.deps, org.id, site.id, { commonName: 'Western redcedar', latitude: null, longitude: null });
    const saved = catchDownloads();
    const { user } = renderApp(api, { at: `/sites/${site.id}`, key: org.key });

    await user.click(await screen.findByRole('button', { name: 'Download report' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const day = api.clock.now().toISOString().slice(0, 10);
    expect(saved[0]!.fileName).toBe(`site-report-${site.id}-${day}.json`);
    const report = JSON.parse(await readText(saved[0]!.blob!));
    expect(report.site.id).toBe(site.id);
    expect(report.summary.treeCount).toBe(2);
    expect(report.inventory.type).toBe('FeatureCollection');
    expect(report.inventory.features).toHaveLength(1);
    expect(report.unlocated).toHaveLength(1);
  });
});
