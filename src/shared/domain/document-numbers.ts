/** How per-organization sequence numbers read on documents (docs/decisions/estimates-and-invoices.md "Numbers"). */
export const formatEstimateNumber = (sequence: number): string => `JOB-${sequence}`;

export const formatInvoiceNumber = (sequence: number): string => `INV-${sequence}`;
