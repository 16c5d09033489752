import { useNavigate } from 'react-router';
import type { Estimate } from '../../../shared/contract/estimates';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { useDuplicateEstimate } from '../api/use-estimate-writes';

/** Quoting a past job again: a new draft of the same site and lines, opened at once to adjust. */
export function DuplicateEstimate({ estimate }: { estimate: Pick<Estimate, 'id' | 'number'> }) {
  const duplicate = useDuplicateEstimate(estimate);
  // A retry after a lost answer replays the same copy instead of making a second one.
  const attempt = useAttemptKey();
  const navigate = useNavigate();

  function send() {
    duplicate.mutate(
      { idempotencyKey: attempt.keyFor(estimate.id) },
      {
        onSuccess: (copy) => {
          attempt.settle();
          navigate(`/estimates/${copy.id}`);
        },
      },
    );
  }

  return (
    <div className="stack">
      {duplicate.isError && <ApiErrorNotice error={duplicate.error} />}
      <div>
        <Button busy={duplicate.isPending} onClick={send}>
          Duplicate as new draft
        </Button>
      </div>
    </div>
  );
}
