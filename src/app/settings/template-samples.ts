import type { MessageKind, Placeholder } from '../../shared/domain/message-templates';

/** What the Settings preview fills each placeholder with: a made-up customer, the real company name. */
export function sampleValues(companyName: string): Record<Placeholder<MessageKind>, string> {
  return {
    greeting: 'Hello Tessa Whitfield,',
    customerName: 'Tessa Whitfield',
    companyName,
    signature: companyName,
    note: '',
    estimateNumber: 'JOB-1042',
    invoiceNumber: 'INV-311',
    total: '$1,250.00',
    balance: '$1,250.00',
    dueDate: 'December 15, 2026',
    validity: ' It is valid until December 31, 2026.',
    link: 'https://canopy.example/estimate#sample',
    siteAddress: '8856 SW 56th Ave',
    date: 'Tuesday, December 1',
  };
}
