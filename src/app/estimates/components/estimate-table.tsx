import { Link } from 'react-router';
import type { Estimate } from '../../../shared/contract/estimates';
import { formatDate } from '../../lib/format';
import { estimateTotalText } from '../../records/estimate-total-text';
import { Table } from '../../ui/table';
import { EstimateStatusBadge } from './estimate-status-badge';

const hoursText = (hours: number | null) => (hours === null ? '—' : `${hours} h`);

/** Estimates as a clerk scans them: number and date, who and where, status, hours and total. */
export function EstimateTable({ estimates }: { estimates: readonly Estimate[] }) {
  return (
    <Table caption="Estimates">
      <thead>
        <tr>
          <th scope="col">Estimate</th>
          <th scope="col">Customer</th>
          <th scope="col">Site</th>
          <th scope="col">Status</th>
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
            <td>{estimate.customerName ?? <span className="muted">No customer</span>}</td>
            <td>
              <Link to={`/sites/${estimate.siteId}`}>{estimate.siteLabel}</Link>
            </td>
            <td>
              <EstimateStatusBadge status={estimate.status} />
            </td>
            <td className="num">{hoursText(estimate.estimatedHours)}</td>
            <td className="num">{estimateTotalText(estimate)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
