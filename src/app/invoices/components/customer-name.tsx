import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { customerQuery } from '../../records/customer-queries';
import { useApi } from '../../lib/api-context';

/** A customer's name as a link; each customer is read once and cached for every row that names it. */
export function CustomerName({ customerId }: { customerId: string }) {
  const api = useApi();
  const customer = useQuery(customerQuery(api, customerId));
  return <Link to={`/customers/${customerId}`}>{customer.data?.name ?? 'Customer'}</Link>;
}
