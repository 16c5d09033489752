import { useState } from 'react';
import { Link } from 'react-router';
import type { Estimate, EstimateStatus } from '../../../shared/contract/estimates';
import { estimateTotalText, hasNoPricedLine } from '../../records/estimate-total-text';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Notice } from '../../ui/notice';
import { useOrgDate } from '../../org/use-org-date';
import { RefusalNotice } from '../../ui/refusal-notice';
import { useAcceptEstimate } from '../api/use-estimate-writes';

/** Past accepting: placed work shows its days on the page, completed work is billed, the rest is closed. */
const closed: readonly EstimateStatus[] = ['scheduled', 'completed', 'declined', 'canceled'];

/** The board's address for this work (the board reads `q` as a job-number search, like GET /schedule). */
export const boardLinkOf = (estimate: Pick<Estimate, 'number'>) => `/board?q=${encodeURIComponent(estimate.number)}`;

type Accepted = Pick<Estimate, 'number' | 'customerName' | 'totalCents' | 'unpricedCount' | 'lines'>;

/** "Accept JOB-12 for $4,085.00 from Hollis Park HOA?": what is committed, at what price, for whom. */
export function acceptQuestion(estimate: Accepted): string {
  const price = hasNoPricedLine(estimate) ? 'with no line priced' : `for ${estimateTotalText(estimate)}`;
  const customer = estimate.customerName === null ? '' : ` from ${estimate.customerName}`;
  return `Accept ${estimate.number} ${price}${customer}?`;
}

/**
 * "Accept" records the customer's yes; the server decides whether the estimate's state allows it and
 * its reason is shown when not. Accepted work links to the board's queue, where it is placed.
 */
export function AcceptEstimate({ estimate }: { estimate: Estimate }) {
  const accept = useAcceptEstimate(estimate.id);
  const [asking, setAsking] = useState(false);
  const formatDate = useOrgDate();
  // Accepted and not placed yet: it waits in the queue (placed work lists its days and links to them).
  if (estimate.status === 'accepted') {
    return (
      <Link className={buttonClass('secondary')} to={boardLinkOf(estimate)}>
        Find it in the board’s queue
      </Link>
    );
  }
  const refusal = accept.isError && <RefusalNotice error={accept.error} title="Not accepted" />;
  // Completed work is billed, and a declined or canceled offer can no longer be taken up; a refusal
  // that found it so (another clerk canceled it meanwhile) still says why the button went away.
  if (closed.includes(estimate.status)) return refusal || null;

  // Accepting commits the customer's price and puts the work in the board's queue: asked first, so
  // a click meant for Duplicate beside it does not do it.
  function confirm() {
    setAsking(false);
    accept.mutate();
  }

  return (
    <div className="stack">
      {refusal}
      <div>
        <Button variant="primary" busy={accept.isPending} onClick={() => setAsking(true)}>
          Accept estimate
        </Button>
      </div>
      {asking && (
        <Dialog title={acceptQuestion(estimate)} onClose={() => setAsking(false)}>
          <div className="stack">
            {estimate.flags.includes('expired') && estimate.expiresAt !== null && (
              <Notice tone="warning" title="This quote has expired">
                It expired on {formatDate(estimate.expiresAt)}: check its price with the customer before accepting.
              </Notice>
            )}
            <p>It goes to the scheduling queue, where the board places it on a crew’s day.</p>
            <div className="row">
              <Button variant="primary" onClick={confirm}>
                Accept {estimate.number}
              </Button>
              {/* Not accepting is the answer that changes nothing, so Enter on the question keeps it so. */}
              <Button data-autofocus onClick={() => setAsking(false)}>
                Not yet
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
