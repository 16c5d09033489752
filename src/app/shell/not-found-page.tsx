import { Link } from 'react-router';
import { EmptyState } from '../ui/empty-state';

export function NotFoundPage() {
  return (
    <EmptyState title="There is no page at this address.">
      <Link to="/customers">Go to customers</Link>
    </EmptyState>
  );
}
