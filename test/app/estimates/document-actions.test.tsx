import { screen, waitFor, within } from '@testing-library/react';
import { eq } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { estimateLines, estimates } from '../../../src/server/db/schema';
import { insertEstimate, insertEstimateWorld } from '../../support/estimate-fixtures';
import { startTestApp, type TestApp, type TestOrg } from '../../support/test-app';
import { renderApp } from '../support/render-app';
import { billingFor } from '../../server/invoices/invoice-helpers';

let api: TestApp;
let org: TestOrg;

beforeAll(async () => {
  api = await startTestApp();
  org = await api.newOrg({ name: 'Hollis Tree Care' });
});

afterEach(() => {
  vi.restoreAllMocks();
  // jsdom has neither; files share one jsdom per worker.
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
  document.querySelectorAll('iframe').forEach((frame) => frame.remove());
});

/** The object URLs the page made, and the files it saved: jsdom has no downloads, so the click is caught here. */
function catchFiles() {
  const blobs = new Map<string, Blob>();
  const saved: { fileName: string; blob: Blob | undefined }[] = [];
  Object.assign(URL, {
    createObjectURL: (blob: Blob) => {
      const url = `blob:test/${blobs.size}`;
      blobs.set(url, blob);
      return url;
    },
    revokeObjectURL: () => undefined,
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ fileName: this.download, blob: blobs.get(this.href) });
  });
  return { saved, blobs };
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads it. */
function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * The document endpoint's own bytes, fetched as any client would. The PDF's text is read in the
 * server tests: here the app runs under jsdom's globals, whose Uint8Array is not Node's, and pdfkit
 * then writes its compressed streams wrongly, so only the bytes are compared: what the page saves
 * or prints is exactly what the server answered.
 */
async function served(path: string): Promise<Uint8Array> {
  const res = await fetch(`${api.baseUrl}/api/v1${path}`, { headers: { Authorization: `ApiKey ${org.key}` } });
  return new Uint8Array(await res.arrayBuffer());
}

const sameBytes = async (blob: Blob, path: string) =>
  Buffer.from(await bytesOf(blob)).equals(Buffer.from(await served(path)));

const documentPanel = async () =>
  within((await screen.findByRole('heading', { name: 'Customer document' })).closest('section')!);

describe('customer documents in the office screens', () => {
  it("the estimate page downloads the estimate's PDF under its number, and prints it from a frame of the page", async () => {
    const world = await insertEstimateWorld(api.deps, org.id);
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { saved, blobs } = catchFiles();
    const { user } = renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await documentPanel();

    await user.click(panel.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe(`estimate-JOB-${estimate.number}.pdf`);
    expect(saved[0]!.blob?.type).toBe('application/pdf');
    expect(await sameBytes(saved[0]!.blob!, `/estimates/${estimate.id}/document.pdf`)).toBe(true);

    await user.click(panel.getByRole('button', { name: 'Print' }));
    const frame = await waitFor(() => {
      const found = document.querySelector<HTMLIFrameElement>('iframe[title="Document to print"]');
      expect(found).not.toBeNull();
      return found!;
    });
    const printed = blobs.get(frame.getAttribute('src') ?? '');
    expect(printed?.type).toBe('application/pdf');
    expect(await sameBytes(printed!, `/estimates/${estimate.id}/document.pdf`)).toBe(true);
  });

  it('says beside the buttons why a download failed', async () => {
    const world = await insertEstimateWorld(api.deps, org.id);
    const { estimate } = await insertEstimate(api.deps, org.id, world.site);
    const { saved } = catchFiles();
    const { user } = renderApp(api, { at: `/estimates/${estimate.id}`, key: org.key });
    const panel = await documentPanel();
    // Gone by the time the clerk asks for its document (removed in the database behind the open page).
    const { db } = api.deps.database;
    await db.delete(estimateLines).where(eq(estimateLines.estimateId, estimate.id));
    await db.delete(estimates).where(eq(estimates.id, estimate.id));
    await user.click(panel.getByRole('button', { name: 'Download PDF' }));
    expect(await panel.findByText('Not found')).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });

  it("the invoice page downloads the invoice's PDF", async () => {
    const billing = await billingFor(api, org);
    const invoice = await billing.invoice({ post: true });
    const { saved } = catchFiles();
    const { user } = renderApp(api, { at: `/invoices/${invoice.id}`, key: org.key });
    await user.click((await documentPanel()).getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe(`invoice-${invoice.number}.pdf`);
    expect(await sameBytes(saved[0]!.blob!, `/invoices/${invoice.id}/document.pdf`)).toBe(true);
  });
});
