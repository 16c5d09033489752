import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import type { Estimate, EstimateStatus } from '../../../shared/contract/estimates';
import { useApi } from '../../lib/api-context';
import { useOrgDate } from '../../org/use-org-date';
import { customerQuery } from '../../records/customer-queries';
import { DocumentEmailStanding } from '../../records/document-email';
import { SendDocumentDialog } from '../../records/send-document-dialog';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { Field } from '../../ui/field';
import { problemFor } from '../../ui/form-error-summary';
import { RefusalNotice } from '../../ui/refusal-notice';
import { useDeclineEstimate, useHandEstimate, useSendEstimate } from '../api/use-sending-writes';

/** What may go to the customer (api.md: an estimate with unpriced lines cannot be sent as-is). */
const sendable: readonly EstimateStatus[] = ['draft', 'sent', 'accepted', 'scheduled', 'completed'];
/** An offer still open: the customer may yet say no. */
const declinable: readonly EstimateStatus[] = ['draft', 'sent'];

/**
 * How the estimate was handed over, and what the customer answered, in a sentence or none; a send by
 * e-mail is said by where the e-mail stands (DocumentEmailStanding), not here.
 */
function useSendingWords(estimate: Estimate): string[] {
  const formatDate = useOrgDate();
  const words: string[] = [];
  if (estimate.sentAt && estimate.sentHow === 'handed')
    words.push(`Handed to the customer on ${formatDate(estimate.sentAt)}.`);
  if (estimate.acceptedBy && estimate.acceptedAt)
    words.push(`Accepted online by ${estimate.acceptedBy.name} on ${formatDate(estimate.acceptedAt)}.`);
  if (estimate.declinedAt)
    words.push(
      `Declined on ${formatDate(estimate.declinedAt)}${estimate.declinedReason ? `: “${estimate.declinedReason}”` : '.'}`,
    );
  return words;
}

/**
 * The estimate and its customer: "Send to customer" (e-mail with the PDF and the link to accept
 * online), "Handed to the customer" (given in person, nothing e-mailed) and "Declined" with a reason.
 */
export function SendEstimate({ estimate }: { estimate: Estimate }) {
  const api = useApi();
  const customer = useQuery({
    ...customerQuery(api, estimate.customerId ?? ''),
    enabled: estimate.customerId !== null,
  });
  const send = useSendEstimate(estimate.id);
  const hand = useHandEstimate(estimate.id);
  const [dialog, setDialog] = useState<'send' | 'decline' | null>(null);
  const words = useSendingWords(estimate);
  const canSend = sendable.includes(estimate.status);
  const unpriced = estimate.unpricedCount > 0;

  return (
    <div className="stack">
      {estimate.sentAt && estimate.sentHow !== 'handed' && (
        <DocumentEmailStanding record={{ estimateId: estimate.id }} sentAt={estimate.sentAt} />
      )}
      {words.map((line) => (
        <p key={line}>{line}</p>
      ))}
      {!estimate.sentAt && words.length === 0 && <p className="muted">Not sent yet.</p>}
      {canSend && unpriced && (
        <p className="muted">Price every line before sending: the customer is never sent a price to be confirmed.</p>
      )}
      {hand.isError && <RefusalNotice error={hand.error} title="Not recorded" />}
      <div className="row">
        {canSend && (
          <Button variant="primary" disabled={unpriced} onClick={() => setDialog('send')}>
            Send to customer
          </Button>
        )}
        {canSend && (
          <Button disabled={unpriced} busy={hand.isPending} onClick={() => hand.mutate()}>
            Handed to the customer
          </Button>
        )}
        {declinable.includes(estimate.status) && <Button onClick={() => setDialog('decline')}>Declined</Button>}
      </div>
      {dialog === 'send' && (
        <SendDocumentDialog
          title={`Send ${estimate.number} to the customer`}
          defaultTo={customer.data?.email ?? ''}
          explains="The customer receives the estimate as a PDF and a link to read it online and accept or decline it."
          send={send}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'decline' && <DeclineDialog estimate={estimate} onClose={() => setDialog(null)} />}
    </div>
  );
}

function DeclineDialog({ estimate, onClose }: { estimate: Estimate; onClose: () => void }) {
  const decline = useDeclineEstimate(estimate.id);
  const [reason, setReason] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    const said = reason.trim();
    decline.mutate(said ? { reason: said } : {}, { onSuccess: onClose });
  }
  return (
    <Dialog title={`The customer declined ${estimate.number}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <p>It stays on file as Declined under its number and can no longer be accepted or sent.</p>
        <RefusalNotice error={decline.error} title="Not recorded" shownFields={['reason']} />
        <Field label="Reason (optional)" error={problemFor(decline.error, 'reason')}>
          {(control) => (
            <textarea
              {...control}
              data-autofocus
              className="ui-field__input"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
          )}
        </Field>
        <div className="ui-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="danger" busy={decline.isPending}>
            Record declined
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
