import type { FieldProblem } from '../../shared/contract/common';
import type { Estimate } from '../../shared/contract/estimates';
import type { InvoiceDetail } from '../../shared/contract/invoices';
import { emailAddressSchema, type Message, type SendDocument } from '../../shared/contract/messages';
import { sendProblem } from '../../shared/domain/estimate-status';
import { formatCents } from '../../shared/domain/money';
import { findCustomer } from '../customers/customers.repo';
import type { Tx } from '../db/client';
import { estimateDocument } from '../documents/estimate-document';
import { invoiceDocument } from '../documents/invoice-document';
import { printedDate, printedDay } from '../documents/document-words';
import { estimateLinkUrl, signEstimateLink } from '../estimate-links/link-token';
import { getEstimate, recordEstimateSent } from '../estimates/estimates.service';
import { invalid, ValidationError } from '../http/app-error';
import { updateInvoice } from '../invoices/invoices.repo';
import { findInvoiceOrThrow, rereadInvoice } from '../invoices/invoices.service';
import { organizationToday } from '../invoices/org-today';
import { findOrganization } from '../orgs/orgs.service';
import { templateFor } from './message-templates.repo';
import { estimateMessage, invoiceMessage } from './message-words';
import { queueMessage } from './messages.service';
import { randomUUID } from 'node:crypto';

/** What a send needs beyond the request: the link secret and where links point. */
export interface SendSettings {
  linkSecret: string;
  /** The origin links are built on (PUBLIC_URL, else an allowed request origin); null when none can be. */
  linkBase: string | null;
}

/**
 * The address a document goes to: the one typed, else the customer's on file. None, or one on
 * file that is not an address, is a problem on `to` (the form's field), said in plain words.
 */
async function recipientOf(
  tx: Tx,
  orgId: string,
  customerId: string | null,
  typed: string | undefined,
): Promise<{ to: string | null; customerName: string | null; problem: FieldProblem | null }> {
  const customer = customerId === null ? null : await findCustomer(tx, orgId, customerId);
  const customerName = customer?.name ?? null;
  if (typed !== undefined) return { to: typed, customerName, problem: null };
  const onFile = customer?.email?.trim() || null;
  if (onFile === null)
    return {
      to: null,
      customerName,
      problem: { field: 'to', problem: 'the customer has no e-mail on file; type the address to send to' },
    };
  if (!emailAddressSchema.safeParse(onFile).success)
    return {
      to: null,
      customerName,
      problem: { field: 'to', problem: `the customer's e-mail on file (${onFile}) is not an address; type one` },
    };
  return { to: onFile, customerName, problem: null };
}

async function companyOf(tx: Tx, orgId: string) {
  const org = await findOrganization(tx, orgId);
  if (!org) throw new Error(`organization ${orgId} vanished`);
  return org;
}

export interface SentEstimate {
  estimate: Estimate;
  message: Message;
}

/**
 * POST /estimates/{estimateId}/send (docs/decisions/estimates-and-invoices.md "Sending"): the estimate
 * reads sent (a draft) and records the send; an e-mail with the PDF (the bytes the document endpoint
 * answers now) and the link to accept online is queued in the same transaction. Every problem at once.
 */
export async function sendEstimate(
  tx: Tx,
  orgId: string,
  estimateId: string,
  input: SendDocument,
  settings: SendSettings,
  now: Date,
): Promise<SentEstimate> {
  const current = await getEstimate(tx, orgId, estimateId, now, true);
  const { to, customerName, problem } = await recipientOf(tx, orgId, current.customerId, input.to);
  const problems: FieldProblem[] = problem ? [problem] : [];
  const stateProblem = sendProblem(current.status, current.unpricedCount);
  if (stateProblem) problems.push({ field: 'status', problem: stateProblem });
  if (problems.length > 0 || to === null) throw new ValidationError(problems);
  if (settings.linkBase === null)
    throw invalid(
      '(body)',
      'the service does not know the address customers reach it at; its operator sets PUBLIC_URL',
    );

  const estimate = await recordEstimateSent(tx, orgId, estimateId, to, now);
  const document = await estimateDocument(tx, orgId, estimateId);
  const company = await companyOf(tx, orgId);
  const link = estimateLinkUrl(settings.linkBase, signEstimateLink(settings.linkSecret, orgId, estimateId, now));
  const words = estimateMessage(await templateFor(tx, orgId, 'estimate'), {
    company,
    customerName,
    number: estimate.number,
    totalText: formatCents(estimate.totalCents),
    validUntil:
      estimate.expiresAt && (estimate.status === 'sent' || estimate.status === 'draft')
        ? printedDate(estimate.expiresAt, company.timeZone)
        : null,
    link,
    note: input.message,
  });
  const message = await queueMessage(
    tx,
    {
      orgId,
      id: randomUUID(),
      toAddress: to,
      subject: words.subject,
      bodyText: words.text,
      kind: 'estimate',
      estimateId,
      invoiceId: null,
      attachment: document.pdf,
      attachmentName: document.fileName,
      availableAt: now,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  return { estimate, message };
}

/** POST /estimates/{estimateId}/handed: it reached the customer by hand; nothing is e-mailed. */
export async function handEstimate(tx: Tx, orgId: string, estimateId: string, now: Date): Promise<Estimate> {
  return recordEstimateSent(tx, orgId, estimateId, null, now);
}

export interface SentInvoice {
  invoice: InvoiceDetail;
  message: Message;
}

/**
 * POST /invoices/{invoiceId}/send: a posted invoice (a draft is not issued yet, a voided one is owed
 * by nobody) is e-mailed with its PDF; the first send sets `firstSentAt` (api.md: "when a human
 * first sent it"). Every problem at once.
 */
export async function sendInvoice(
  tx: Tx,
  orgId: string,
  invoiceId: string,
  input: SendDocument,
  now: Date,
): Promise<SentInvoice> {
  const row = await findInvoiceOrThrow(tx, orgId, invoiceId, true);
  const today = await organizationToday(tx, orgId, now);
  const before = await rereadInvoice(tx, orgId, invoiceId, today);
  const { to, customerName, problem } = await recipientOf(tx, orgId, before.customerId, input.to);
  const problems: FieldProblem[] = problem ? [problem] : [];
  if (row.state === 'draft')
    problems.push({ field: 'state', problem: 'the invoice is a draft; post it before sending it' });
  if (row.state === 'voided')
    problems.push({ field: 'state', problem: 'the invoice is void; nothing is owed, so it is not sent' });
  if (problems.length > 0 || to === null) throw new ValidationError(problems);

  if (row.firstSentAt === null) await updateInvoice(tx, orgId, invoiceId, { firstSentAt: now, updatedAt: now });
  const document = await invoiceDocument(tx, orgId, invoiceId);
  const invoice = await rereadInvoice(tx, orgId, invoiceId, today);
  const company = await companyOf(tx, orgId);
  const words = invoiceMessage(await templateFor(tx, orgId, 'invoice'), {
    company,
    customerName,
    number: invoice.number ?? 'draft',
    totalText: formatCents(invoice.totalCents),
    balanceText: formatCents(invoice.balanceCents),
    dueOn: printedDay(invoice.dueDate),
    note: input.message,
  });
  const message = await queueMessage(
    tx,
    {
      orgId,
      id: randomUUID(),
      toAddress: to,
      subject: words.subject,
      bodyText: words.text,
      kind: 'invoice',
      estimateId: null,
      invoiceId,
      attachment: document.pdf,
      attachmentName: document.fileName,
      availableAt: now,
      createdAt: now,
      updatedAt: now,
    },
    now,
  );
  return { invoice, message };
}
