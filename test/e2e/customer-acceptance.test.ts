import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { signEstimateLink } from '../../src/server/estimate-links/link-token';
import type { Estimate } from '../../src/shared/contract/estimates';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { startSmtpSink, type SmtpSink } from '../support/smtp-sink';
import { CHROMIUM_PATH, collectPageErrors, hasChromium, launchChromium } from './support/browser';
import { productApi } from './support/product-api';

/**
 * The customer's side of an estimate (issue 42), in Chromium against the product started with
 * SMTP_URL pointing at a real SMTP server inside the test: the clerk sends an estimate from the SPA,
 * the link is taken from the mail that arrived, a customer opens it in a fresh browser context and
 * accepts, and the dispatcher's queue shows the job live. Tampered and expired links say so.
 * Screenshots of the customer's page (390x844 and 1440x900) go to SCREENSHOT_DIR or a temp folder.
 */
inject('product'); // the shared product builds the SPA this server serves

if (!hasChromium) console.warn(`e2e: skipping the customer's acceptance: ${CHROMIUM_PATH} is not installed`);

const LINK_SECRET = 'e2e-estimate-link-secret-0123456789abcdef';
const shots = process.env.SCREENSHOT_DIR ?? mkdtempSync(path.join(tmpdir(), 'canopy-customer-shots-'));

describe.skipIf(!hasChromium)('a customer accepts an e-mailed estimate online', () => {
  let sink: SmtpSink;
  let server: ServerProcess;
  let browser: Browser;
  let origin: string;
  let signInLink: string;
  let api: ReturnType<typeof productApi>;
  let estimate: Estimate;
  let clerk: Page;
  let link: string;
  let pageErrors: string[];

  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startServerProcess(
      {
        ...process.env,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'canopy-e2e-mail-')),
        DATABASE_URL: '',
        PUBLIC_URL: '',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Canopy demo <office@canopy.example>',
        ESTIMATE_LINK_SECRET: LINK_SECRET,
        RATE_LIMIT_PER_HOUR: '20000',
      },
      /Sign in: (\S+#key=\S+)/,
      // The first start seeds the demo organization: minutes on a shared, loaded machine.
      { startTimeoutMs: 400_000 },
    );
    signInLink = /Sign in: (\S+#key=\S+)/.exec(server.output())![1]!;
    origin = new URL(signInLink).origin;
    api = productApi(origin, new URL(signInLink).hash.replace('#key=', ''));

    // A new customer with an e-mail, a site and a priced draft: what the clerk sends.
    const customer = await api<{ id: string }>('/customers', {
      method: 'POST',
      body: { name: 'Marisol Ortega', email: 'marisol@example.com', phone: '503-555-0147' },
    });
    const site = await api<{ id: string }>('/sites', {
      method: 'POST',
      body: {
        customerId: customer.id,
        label: 'Ortega house',
        street: '8856 SW 56th Ave',
        city: 'Portland',
        state: 'OR',
        zip: '97219',
      },
    });
    const items = await api<{
      items: { id: string; type: string; active: boolean; unitPriceCents: number | null; name: string }[];
    }>('/catalog/items?limit=200');
    const priced = items.items.filter((item) => item.type === 'service' && item.active && item.unitPriceCents);
    estimate = await api<Estimate>('/estimates', {
      method: 'POST',
      body: {
        siteId: site.id,
        lines: priced
          .slice(0, 2)
          .map((item, index) => ({ catalogItemId: item.id, quantity: index + 1, unitPriceCents: item.unitPriceCents })),
      },
    });

    browser = await launchChromium();
    clerk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    pageErrors = collectPageErrors(clerk);
    await clerk.goto(signInLink);
    await clerk.getByRole('heading', { level: 1 }).first().waitFor();
  }, 480_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('the clerk sends the estimate from its page; the mail arrives with the PDF and the link', async () => {
    await clerk.goto(`${origin}/estimates/${estimate.id}`);
    await clerk.getByRole('button', { name: 'Send to customer' }).click();
    const dialog = clerk.getByRole('dialog');
    await expect.poll(() => dialog.getByLabel('To').inputValue()).toBe('marisol@example.com');
    await dialog.getByLabel('Message (optional)').fill('Thank you for walking the yard with us.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await clerk.getByText(`${estimate.number} is on its way to marisol@example.com`).waitFor();
    // Said e-mailed only once the mail server has it (the change feed brings the word).
    await clerk.getByText(/^E-mailed to marisol@example.com: handed to the mail server on /).waitFor();

    const [mail] = await sink.waitFor(1);
    expect(mail?.subject).toContain(`Estimate ${estimate.number}`);
    expect(mail?.attachments[0]?.filename).toBe(`estimate-${estimate.number}.pdf`);
    link = /(http:\/\/\S+\/estimate#[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(link.startsWith(`${origin}/estimate#`)).toBe(true);

    // The Outbox says it was delivered.
    await clerk.getByRole('link', { name: 'Outbox' }).click();
    await clerk
      .getByRole('row', { name: /marisol@example.com/ })
      .getByText('Delivered')
      .waitFor();
  });

  it('the customer opens the link in a fresh browser, reads the estimate and accepts; the dispatcher’s queue shows it', async () => {
    // The dispatcher's board, filtered to this job, open before the customer answers.
    await clerk.goto(`${origin}/board?q=${estimate.number}`);
    await clerk.getByRole('heading', { level: 1 }).first().waitFor();

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const customerPage = await phone.newPage();
    const customerErrors = collectPageErrors(customerPage);
    const response = await customerPage.goto(link);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await customerPage.getByRole('heading', { name: `Estimate ${estimate.number}` }).waitFor();
    await customerPage.getByText('Marisol Ortega').first().waitFor();
    await customerPage.getByText('8856 SW 56th Ave').waitFor();
    expect(await customerPage.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
    await customerPage.screenshot({ path: path.join(shots, 'customer-estimate-390.png'), fullPage: true });
    const desk = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await desk.goto(link);
    await desk.getByRole('heading', { name: `Estimate ${estimate.number}` }).waitFor();
    await desk.screenshot({ path: path.join(shots, 'customer-estimate-1440.png'), fullPage: true });
    await desk.close();

    // Accepting without the terms ticked is refused beside the box.
    await customerPage.getByLabel('Full name').fill('Marisol Ortega');
    await customerPage.getByRole('button', { name: 'Accept estimate' }).click();
    await customerPage.getByText('Tick the box to agree to the terms.').waitFor();
    await customerPage.getByRole('checkbox').check();
    await customerPage.getByRole('button', { name: 'Accept estimate' }).click();
    await customerPage.getByRole('heading', { name: 'Estimate accepted' }).waitFor();
    await customerPage.getByText(/by Marisol Ortega/).waitFor();
    await customerPage.screenshot({ path: path.join(shots, 'customer-accepted-390.png'), fullPage: true });

    const accepted = await api<Estimate>(`/estimates/${estimate.id}`);
    expect(accepted).toMatchObject({ status: 'accepted', acceptedBy: { name: 'Marisol Ortega' } });
    // Live: the board heard of it on the change feed, without a reload.
    await clerk.getByText(estimate.number).first().waitFor({ timeout: 30_000 });

    // A second visit changes nothing and says it is accepted.
    await customerPage.reload();
    await customerPage.getByRole('heading', { name: 'Estimate accepted' }).waitFor();
    // The one refusal asked for above (Accept without the terms) is logged by Chromium as a failed load.
    expect(customerErrors.filter((error) => !error.includes('status of 422'))).toEqual([]);
    await phone.close();
  });

  it('a tampered link and an expired one are said so in plain words', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const token = link.split('#')[1]!;
    const tampered = token.slice(0, 12) + (token[12] === 'x' ? 'y' : 'x') + token.slice(13);
    await page.goto(`${origin}/estimate#${tampered}`);
    await page.getByText('This link is not valid.').waitFor();

    const org = /Demo organization (?:created|ready): (\S+)/.exec(server.output())![1]!;
    const expired = signEstimateLink(LINK_SECRET, org, estimate.id, new Date(Date.now() - 61 * 24 * 60 * 60 * 1000));
    const expiredPage = await context.newPage();
    await expiredPage.goto(`${origin}/estimate#${expired}`);
    await expiredPage.getByText('This link has expired.').waitFor();
    await expiredPage.screenshot({ path: path.join(shots, 'customer-expired-390.png') });
    await context.close();
    expect(pageErrors).toEqual([]);
  });
});
