import { Link } from 'react-router';
import type { Estimate, EstimateStatus } from '../../../shared/contract/estimates';
import { Button, buttonClass } from '../../ui/button';
import { RefusalNotice } from '../../ui/refusal-notice';
import { useAcceptEstimate } from '../api/use-estimate-writes';

/** Work the customer already said yes to: it is waiting in, or already placed from, the board's queue. */
const agreed: readonly EstimateStatus[] = ['accepted', 'scheduled'];

/** The board's address for this work (the board reads `q` as a job-number search, like GET /schedule). */
export const boardLinkOf = (estimate: Pick<Estimate, 'number'>) => `/board?q=${encodeURIComponent(estimate.number)}`;

/**
 * "Accept" records the customer's yes; the server decides whether the estimate's state allows it and
 * its reason is shown when not. Accepted work links to the board, where it is placed.
 */
export function AcceptEstimate({ estimate }: { estimate: Estimate }) {
  const accept = useAcceptEstimate(estimate.id);
  if (agreed.includes(estimate.status)) {
    return (
      <Link className={buttonClass('secondary')} to={boardLinkOf(estimate)}>
        Find it in the board’s queue
      </Link>
    );
  }
  if (estimate.status === 'completed') return null;
  return (
    <div className="stack">
      {accept.isError && <RefusalNotice error={accept.error} title="Not accepted" />}
      <div>
        <Button variant="primary" busy={accept.isPending} onClick={() => accept.mutate()}>
          Accept estimate
        </Button>
      </div>
    </div>
  );
}
