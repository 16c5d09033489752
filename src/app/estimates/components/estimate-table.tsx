import { Link } from 'react-router';
import type { Estimate } from '../../../shared/contract/estimates';
import { useOrgDate } from '../../org/use-org-date';
import { Table } from '../../ui/table';
import { EstimateBilling } from './estimate-billing';
import { EstimateStatusBadge } from './estimate-status-badge';
import { EstimateTotal } from './estimate-total';

const hoursText = (hours: number | null) => (hours === null ? '—' : `${hours} h`);

export interface EstimateTableProps {
  estimates: readonly Estimate[];
  caption: string;
  /**
   * Which of each estimate's customer and site to name: both in a list across customers, the site in
   * a customer's own list, neither in a site's.
   */
  where?: 'customer and site' | 'site' | 'none';
}

/** Estimates as a clerk scans them: number and date, who and where, status (and when accepted), billing, hours and total. */
export function EstimateTable({ estimates, caption, where = 'none' }: EstimateTableProps) {
  const withCustomer = where === 'customer and site';
  const withSite = where !== 'none';
  const formatDate = useOrgDate();
  return (
    <Table caption={caption}>
      <thead>
        <tr>
          <th scope="col">Estimate</th>
          {withCustomer && <th scope="col">Customer</th>}
          {withSite && <th scope="col">Site</th>}
          <th scope="col">Status</th>
          <th scope="col">Billing</th>
          <th scope="col" className="num">
            Hours
          </th>
          <th scope="col" className="num">
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {estimates.map((estimate) => (
          <tr key={estimate.id}>
            <th scope="row">
              <Link to={`/estimates/${estimate.id}`}>{estimate.number}</Link>
              <span className="ui-table__secondary">{formatDate(estimate.createdAt)}</span>
            </th>
            {withCustomer && <td>{estimate.customerName ?? <span className="muted">No customer</span>}</td>}
            {withSite && (
              <td>
                <Link to={`/sites/${estimate.siteId}`}>{estimate.siteLabel}</Link>
              </td>
            )}
            <td>
              <EstimateStatusBadge status={estimate.status} />
              {estimate.acceptedAt && (
                <span className="ui-table__secondary">accepted {formatDate(estimate.acceptedAt)}</span>
              )}
            </td>
            <td>
              <EstimateBilling estimate={estimate} />
            </td>
            <td className="num">{hoursText(estimate.estimatedHours)}</td>
            <td className="num">
              <EstimateTotal estimate={estimate} />
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
