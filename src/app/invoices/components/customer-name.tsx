import { Link } from 'react-router';
import type { Invoice } from '../../../shared/contract/invoices';

/** The invoice's customer as a link; the name comes with the invoice, so a list reads no customer per row. */
export function CustomerName({ invoice }: { invoice: Pick<Invoice, 'customerId' | 'customerName'> }) {
  return <Link to={`/customers/${invoice.customerId}`}>{invoice.customerName}</Link>;
}
