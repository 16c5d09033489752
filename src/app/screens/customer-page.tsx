import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { looksLikePhoneNumber } from '../../shared/domain/phone-number';
import { useApi } from '../lib/api-context';
import { useOrgDate } from '../org/use-org-date';
import { CustomerSitesPanel } from '../sites/components/customer-sites-panel';
import { EstimatesPanel } from '../estimates/components/estimates-panel';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Loading } from '../ui/loading';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { customerQuery } from '../records/customer-queries';
import '../customers/components/customers.css';

export function CustomerPage() {
  const formatDate = useOrgDate();
  const { customerId = '' } = useParams();
  const api = useApi();
  const customer = useQuery(customerQuery(api, customerId));

  if (customer.isPending) return <Loading label="Loading customer" />;
  if (customer.isError) return <ApiErrorNotice error={customer.error} />;
  const { name, email, phone, createdAt } = customer.data;

  return (
    <>
      <PageHeader
        title={name}
        breadcrumbs={
          <ol>
            <li>
              <Link to="/customers">Customers</Link>
            </li>
            <li aria-current="page">{name}</li>
          </ol>
        }
        subtitle={`Customer since ${formatDate(createdAt)}`}
      />
      <div className="customer-page">
        <div className="customers__columns">
          <Panel title="Contact">
            <dl className="ui-details">
              <dt>Email</dt>
              <dd>{email ? <a href={`mailto:${email}`}>{email}</a> : <span className="muted">none</span>}</dd>
              <dt>Phone</dt>
              <dd>
                {phone === null || phone.trim() === '' ? (
                  <span className="muted">none</span>
                ) : looksLikePhoneNumber(phone) ? (
                  <a href={`tel:${phone}`}>{phone}</a>
                ) : (
                  // Any text is a phone (api.md): only a number is offered to dial.
                  phone
                )}
              </dd>
            </dl>
          </Panel>
          <CustomerSitesPanel customerId={customerId} />
        </div>
        <EstimatesPanel
          of={{ customerId }}
          caption="Estimates for this customer"
          empty={{ title: 'No estimates for this customer yet.', hint: 'Draft one from a site above.' }}
        />
      </div>
    </>
  );
}
