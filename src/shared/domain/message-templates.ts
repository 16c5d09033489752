/**
 * Per-organization message templates (issue 42 item 6; docs/decisions/messages.md "Templates"): each
 * kind's subject and body with `{placeholder}`s. Shared by the server, which fills them as it queues
 * a message, and the Settings editor, which previews them with sample values. The defaults are the
 * words the service always sent, so an organization that never edits sends what it sent before.
 */

export const messageKinds = ['estimate', 'invoice', 'visitScheduled', 'visitMoved', 'visitCanceled'] as const;
export type MessageKind = (typeof messageKinds)[number];

/**
 * Each kind as people read it: the Settings editor's list and the Outbox's rows. A document's kind
 * is named by the document, not "sent": beside "Waiting, not sent yet" it would say the opposite.
 */
export const messageKindLabels: Record<MessageKind, string> = {
  estimate: 'Estimate',
  invoice: 'Invoice',
  visitScheduled: 'Visit scheduled',
  visitMoved: 'Visit moved',
  visitCanceled: 'Visit taken off the schedule',
};

/** Every message greets, names the company and signs the same way. */
const common = ['greeting', 'customerName', 'companyName', 'signature'] as const;

/** The placeholders each kind may use; any other `{word}` is refused, naming it. */
export const placeholdersOf = {
  estimate: [...common, 'note', 'estimateNumber', 'total', 'validity', 'link'],
  invoice: [...common, 'note', 'invoiceNumber', 'total', 'balance', 'dueDate'],
  visitScheduled: [...common, 'estimateNumber', 'siteAddress', 'date'],
  visitMoved: [...common, 'estimateNumber', 'siteAddress', 'date'],
  visitCanceled: [...common, 'estimateNumber', 'siteAddress', 'date'],
} as const satisfies Record<MessageKind, readonly string[]>;

export type Placeholder<K extends MessageKind> = (typeof placeholdersOf)[K][number];
export type PlaceholderValues<K extends MessageKind> = Record<Placeholder<K>, string>;

export interface MessageTemplate {
  subject: string;
  body: string;
}

const signed = 'Thank you,\n{signature}\n';

export const defaultTemplates: Record<MessageKind, MessageTemplate> = {
  estimate: {
    subject: 'Estimate {estimateNumber} from {companyName}',
    body:
      '{greeting}\n\n{note}Here is our estimate {estimateNumber} for your tree work: {total}.{validity}\n' +
      'The estimate is attached as a PDF. To read it online and accept or decline it, open this link:\n\n' +
      `{link}\n\n${signed}`,
  },
  invoice: {
    subject: 'Invoice {invoiceNumber} from {companyName}',
    body:
      '{greeting}\n\n{note}Here is invoice {invoiceNumber} for your tree work: {total}, {balance} due by {dueDate}.\n' +
      `The invoice is attached as a PDF.\n\n${signed}`,
  },
  visitScheduled: {
    subject: 'Your tree work is scheduled for {date}',
    body: `{greeting}\n\nYour tree work at {siteAddress} is scheduled for {date}.\n\n${signed}`,
  },
  visitMoved: {
    subject: 'Your tree work is moved to {date}',
    body: `{greeting}\n\nYour tree work at {siteAddress} is moved to {date}.\n\n${signed}`,
  },
  visitCanceled: {
    subject: 'Your tree work is no longer scheduled',
    body:
      '{greeting}\n\nYour tree work at {siteAddress} is no longer scheduled for {date}. ' +
      `We will be in touch about a new day.\n\n${signed}`,
  },
};

/** Caps (docs/decisions/caps.md "Message templates"): a subject is one line, a body a letter. */
export const MAX_TEMPLATE_SUBJECT_CHARS = 200;
export const MAX_TEMPLATE_BODY_CHARS = 5000;

const placeholderPattern = /\{([A-Za-z][A-Za-z0-9]*)\}/g;

/** The `{word}`s of a text that the kind does not know, each once, in the order they appear. */
export function unknownPlaceholders(kind: MessageKind, text: string): string[] {
  const known: readonly string[] = placeholdersOf[kind];
  const unknown = [...text.matchAll(placeholderPattern)]
    .map((match) => match[1] ?? '')
    .filter((name) => !known.includes(name));
  return [...new Set(unknown)];
}

/** The template with every placeholder filled; a brace that names no placeholder stays as typed. */
export function renderTemplate<K extends MessageKind>(
  template: MessageTemplate,
  values: PlaceholderValues<K>,
): MessageTemplate {
  const filled: Record<string, string> = values;
  const fill = (text: string) => text.replace(placeholderPattern, (whole, name: string) => filled[name] ?? whole);
  return { subject: fill(template.subject), body: fill(template.body) };
}

/** "Hello Ann," or "Hello," for a customer without a name. */
export const greetingOf = (name: string | null) => (name ? `Hello ${name},` : 'Hello,');

/** The company's name, phone and e-mail, a line each, as every message signs. */
export const signatureOf = (company: { name: string; phone: string | null; email: string | null }) =>
  [company.name, company.phone, company.email].filter((part): part is string => Boolean(part)).join('\n');

/** A clerk's note put above the usual words, followed by a blank line; nothing without one. */
export const noteOf = (note: string | undefined) => (note ? `${note.trim()}\n\n` : '');
