import { useState } from 'react';
import type { Estimate, EstimateStatus } from '../../../shared/contract/estimates';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { RefusalNotice } from '../../ui/refusal-notice';
import { useCancelEstimate } from '../api/use-estimate-writes';

/** An offer nobody has taken up yet: the only estimates a clerk may cancel. */
export const cancelable: readonly EstimateStatus[] = ['draft', 'sent'];

/**
 * "Cancel estimate" for a stray draft (a duplicate made by mistake) or a quote the customer let
 * lapse: asked first, since a canceled estimate cannot be accepted; it stays on file under its number.
 */
export function CancelEstimate({ estimate }: { estimate: Pick<Estimate, 'id' | 'number' | 'status'> }) {
  const cancel = useCancelEstimate(estimate.id);
  const [asking, setAsking] = useState(false);
  if (!cancelable.includes(estimate.status)) return null;

  function confirm() {
    setAsking(false);
    cancel.mutate();
  }

  return (
    <div className="stack">
      {cancel.isError && <RefusalNotice error={cancel.error} title="Not canceled" />}
      <div>
        <Button variant="ghost" busy={cancel.isPending} onClick={() => setAsking(true)}>
          Cancel estimate
        </Button>
      </div>
      {asking && (
        <Dialog title={`Cancel ${estimate.number}?`} onClose={() => setAsking(false)}>
          <div className="stack">
            <p>
              It stays on file as Canceled under its number and can still be duplicated, but it can no longer be
              accepted.
            </p>
            <div className="row">
              <Button variant="danger" onClick={confirm}>
                Cancel {estimate.number}
              </Button>
              {/* Keeping it changes nothing, so Enter on the question keeps it. */}
              <Button data-autofocus onClick={() => setAsking(false)}>
                Keep it
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </div>
  );
}
