/**
 * The words of each kind of message, one small function per kind, so that per-organization
 * templates (issue 42 item 6) can replace them later without touching the senders.
 */
export interface MessageWords {
  subject: string;
  text: string;
}

const greeting = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');
const noteOf = (note: string | undefined) => (note ? [note.trim(), ''] : []);
const signature = (company: { name: string; phone: string | null; email: string | null }) =>
  [company.name, company.phone, company.email].filter((part): part is string => Boolean(part));

export interface EstimateMessageFacts {
  company: { name: string; phone: string | null; email: string | null };
  customerName: string | null;
  number: string;
  totalText: string;
  validUntil: string | null;
  link: string;
  note?: string | undefined;
}

export function estimateMessage(facts: EstimateMessageFacts): MessageWords {
  return {
    subject: `Estimate ${facts.number} from ${facts.company.name}`,
    text: [
      greeting(facts.customerName),
      '',
      ...noteOf(facts.note),
      `Here is our estimate ${facts.number} for your tree work: ${facts.totalText}.${
        facts.validUntil ? ` It is valid until ${facts.validUntil}.` : ''
      }`,
      'The estimate is attached as a PDF. To read it online and accept or decline it, open this link:',
      '',
      facts.link,
      '',
      'Thank you,',
      ...signature(facts.company),
      '',
    ].join('\n'),
  };
}

export interface InvoiceMessageFacts {
  company: { name: string; phone: string | null; email: string | null };
  customerName: string | null;
  number: string;
  totalText: string;
  balanceText: string;
  dueOn: string;
  note?: string | undefined;
}

export function invoiceMessage(facts: InvoiceMessageFacts): MessageWords {
  return {
    subject: `Invoice ${facts.number} from ${facts.company.name}`,
    text: [
      greeting(facts.customerName),
      '',
      ...noteOf(facts.note),
      `Here is invoice ${facts.number} for your tree work: ${facts.totalText}, ${facts.balanceText} due by ${facts.dueOn}.`,
      'The invoice is attached as a PDF.',
      '',
      'Thank you,',
      ...signature(facts.company),
      '',
    ].join('\n'),
  };
}
