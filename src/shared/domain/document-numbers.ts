/** How per-organization sequence numbers read on documents (decisions.md "Numbers"). */
export const formatEstimateNumber = (sequence: number): string => `JOB-${sequence}`;

export const formatInvoiceNumber = (sequence: number): string => `INV-${sequence}`;
