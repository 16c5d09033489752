import {
  greetingOf,
  noteOf,
  renderTemplate,
  signatureOf,
  type MessageTemplate,
} from '../../shared/domain/message-templates';

/**
 * The words of each kind of message: the organization's template (or the default, which is what the
 * service always sent) filled with the message's facts (docs/decisions/messages.md "Templates").
 */
export interface MessageWords {
  subject: string;
  text: string;
}

export interface Company {
  name: string;
  phone: string | null;
  email: string | null;
}

const wordsOf = (filled: MessageTemplate): MessageWords => ({ subject: filled.subject, text: filled.body });

const commonValues = (company: Company, customerName: string | null) => ({
  greeting: greetingOf(customerName),
  customerName: customerName ?? '',
  companyName: company.name,
  signature: signatureOf(company),
});

export interface EstimateMessageFacts {
  company: Company;
  customerName: string | null;
  number: string;
  totalText: string;
  validUntil: string | null;
  link: string;
  note?: string | undefined;
}

export function estimateMessage(template: MessageTemplate, facts: EstimateMessageFacts): MessageWords {
  return wordsOf(
    renderTemplate<'estimate'>(template, {
      ...commonValues(facts.company, facts.customerName),
      note: noteOf(facts.note),
      estimateNumber: facts.number,
      total: facts.totalText,
      validity: facts.validUntil ? ` It is valid until ${facts.validUntil}.` : '',
      link: facts.link,
    }),
  );
}

export interface InvoiceMessageFacts {
  company: Company;
  customerName: string | null;
  number: string;
  totalText: string;
  balanceText: string;
  dueOn: string;
  note?: string | undefined;
}

export function invoiceMessage(template: MessageTemplate, facts: InvoiceMessageFacts): MessageWords {
  return wordsOf(
    renderTemplate<'invoice'>(template, {
      ...commonValues(facts.company, facts.customerName),
      note: noteOf(facts.note),
      invoiceNumber: facts.number,
      total: facts.totalText,
      balance: facts.balanceText,
      dueDate: facts.dueOn,
    }),
  );
}

export interface VisitMessageFacts {
  company: Company;
  customerName: string | null;
  estimateNumber: string;
  siteAddress: string;
  /** The day told ("Tuesday, December 1, 2026"): the new one, or for a cancel the one told before. */
  date: string;
}

export function visitMessage(template: MessageTemplate, facts: VisitMessageFacts): MessageWords {
  return wordsOf(
    renderTemplate<'visitScheduled'>(template, {
      ...commonValues(facts.company, facts.customerName),
      estimateNumber: facts.estimateNumber,
      siteAddress: facts.siteAddress,
      date: facts.date,
    }),
  );
}
