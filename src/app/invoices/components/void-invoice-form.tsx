import { useState, type FormEvent } from 'react';
import type { Invoice } from '../../../shared/contract/invoices';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { problemFor } from '../../ui/form-error-summary';
import { Panel } from '../../ui/panel';
import { RefusalNotice } from '../../ui/refusal-notice';
import { TextField } from '../../ui/text-field';
import { useVoidInvoice } from '../api/use-invoice-writes';
import { invoiceName } from './invoice-summary-list';

const NO_REASON = 'Say why it is voided: the reason is kept with the invoice.';

/**
 * Voiding cancels the invoice for good and keeps its number; the reason is kept with it. It cannot
 * be undone, so the clerk confirms it, reading the reason once more, before anything is sent.
 */
export function VoidInvoiceForm({ invoice }: { invoice: Pick<Invoice, 'id' | 'number'> }) {
  const [reason, setReason] = useState('');
  const [reasonProblem, setReasonProblem] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const cancel = useVoidInvoice(invoice.id);
  const name = invoiceName(invoice);

  function ask(event: FormEvent) {
    event.preventDefault();
    const missing = reason.trim() === '';
    setReasonProblem(missing ? NO_REASON : undefined);
    if (!missing) setConfirming(true);
  }

  function confirm() {
    setConfirming(false);
    cancel.mutate(reason.trim());
  }

  return (
    <Panel title="Void">
      <form onSubmit={ask} noValidate className="stack">
        <RefusalNotice error={cancel.error} title="Not voided" shownFields={['reason']} />
        <TextField
          label="Reason for voiding"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={reasonProblem ?? problemFor(cancel.error, 'reason')}
        />
        <div>
          <Button type="submit" variant="danger" busy={cancel.isPending}>
            Void invoice
          </Button>
        </div>
      </form>
      {confirming && (
        <Dialog title={`Void ${name}?`} onClose={() => setConfirming(false)}>
          <div className="stack">
            <p>It is cancelled for good: nothing is owed on it any more, and it cannot be posted or paid again.</p>
            <p>
              Reason: <strong>{reason.trim()}</strong>
            </p>
            <div className="row">
              <Button variant="danger" onClick={confirm}>
                Void {name}
              </Button>
              <Button data-autofocus onClick={() => setConfirming(false)}>
                Keep it
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </Panel>
  );
}
