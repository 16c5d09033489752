import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useApi } from '../../lib/api-context';
import { useOrgDate } from '../../org/use-org-date';
import { plural } from '../../lib/plural';
import { useDebouncedValue } from '../../lib/use-debounced-value';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { LoadMore, morePagesOf } from '../../ui/load-more';
import { PageHeader } from '../../ui/page-header';
import { Table } from '../../ui/table';
import { TextField } from '../../ui/text-field';
import { customerPagesQuery } from '../../records/customer-queries';
import { CreateCustomerDialog } from './create-customer-dialog';
import './customers.css';

const SEARCH_SETTLE_MS = 250;

export function CustomerListPage() {
  const formatDate = useOrgDate();
  const api = useApi();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(text.trim(), SEARCH_SETTLE_MS);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    // The search lives in the address, so a reload or a shared link shows the same list.
    setParams(search ? { q: search } : {}, { replace: true });
  }, [search, setParams]);

  const pages = useInfiniteQuery({ ...customerPagesQuery(api, search), placeholderData: keepPreviousData });
  const customers = pages.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PageHeader
        title="Customers"
        subtitle="People and companies you quote and bill."
        actions={
          <Button variant="primary" onClick={() => setCreating(true)}>
            New customer
          </Button>
        }
      />
      <div className="customers__toolbar" role="search">
        <TextField
          label="Search customers"
          type="search"
          placeholder="Part of a name"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      {pages.isPending ? (
        <Loading label="Loading customers" />
      ) : pages.isError ? (
        <ApiErrorNotice error={pages.error} />
      ) : customers.length === 0 ? (
        <EmptyState title={search ? `No customer name contains “${search}”.` : 'No customers yet.'}>
          {!search && 'Create the first one with New customer.'}
        </EmptyState>
      ) : (
        <>
          <Table caption="Customers">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Email</th>
                <th scope="col">Phone</th>
                <th scope="col">Since</th>
              </tr>
            </thead>
            <tbody>
              {customers.map((customer) => (
                <tr key={customer.id}>
                  <th scope="row">
                    <Link to={`/customers/${customer.id}`}>{customer.name}</Link>
                  </th>
                  <td>{customer.email ?? <span className="muted">—</span>}</td>
                  <td>{customer.phone ?? <span className="muted">—</span>}</td>
                  <td>{formatDate(customer.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
          <LoadMore shownLabel={plural(customers.length, 'customer')} {...morePagesOf(pages)} />
        </>
      )}
      {creating && (
        <CreateCustomerDialog
          onClose={() => setCreating(false)}
          onCreated={(customer) => navigate(`/customers/${customer.id}`)}
        />
      )}
    </>
  );
}
