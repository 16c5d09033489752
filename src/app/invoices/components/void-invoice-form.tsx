import { useState, type FormEvent } from 'react';
import { Button } from '../../ui/button';
import { problemFor } from '../../ui/form-error-summary';
import { Panel } from '../../ui/panel';
import { RefusalNotice } from '../../ui/refusal-notice';
import { TextField } from '../../ui/text-field';
import { useVoidInvoice } from '../api/use-invoice-writes';

/** Voiding cancels the invoice for good and keeps its number; the reason is kept with it. */
export function VoidInvoiceForm({ invoiceId }: { invoiceId: string }) {
  const [reason, setReason] = useState('');
  const cancel = useVoidInvoice(invoiceId);

  function submit(event: FormEvent) {
    event.preventDefault();
    cancel.mutate(reason);
  }

  return (
    <Panel title="Void">
      <form onSubmit={submit} noValidate className="stack">
        <RefusalNotice error={cancel.error} title="Not voided" shownFields={['reason']} />
        <TextField
          label="Reason for voiding"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={problemFor(cancel.error, 'reason')}
        />
        <div>
          <Button type="submit" variant="danger" busy={cancel.isPending}>
            Void invoice
          </Button>
        </div>
      </form>
    </Panel>
  );
}
