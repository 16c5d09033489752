import { useState, type FormEvent } from 'react';
import type { Delivery, SendDocument } from '../../shared/contract/messages';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import { Field } from '../ui/field';
import { FormErrorSummary, problemFor } from '../ui/form-error-summary';
import { TextField } from '../ui/text-field';
import type { ToastInput } from '../ui/toast-context';

/** What the dialog needs of the send's mutation (useWrite's answer). */
export interface SendMutation {
  mutate: (body: SendDocument, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
}

/**
 * "Send to customer" for an estimate or an invoice: To, filled with the customer's e-mail when there
 * is one, and an optional note. The server checks the address (one set of rules); its problems land
 * beside the fields, a refusal of the record's state above them.
 */
export function SendDocumentDialog({
  title,
  defaultTo,
  explains,
  send,
  onClose,
}: {
  title: string;
  defaultTo: string;
  /** One sentence: what the customer receives. */
  explains: string;
  send: SendMutation;
  onClose: () => void;
}) {
  // Untouched, To shows the customer's e-mail, also when it is read after the dialog opened.
  const [typed, setTyped] = useState<string | null>(null);
  const to = typed ?? defaultTo;
  const [message, setMessage] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const note = message.trim();
    send.mutate({ ...(to.trim() && { to: to.trim() }), ...(note && { message: note }) }, { onSuccess: onClose });
  }

  return (
    <Dialog title={title} onClose={onClose}>
      <form onSubmit={submit} noValidate className="stack">
        <p>{explains}</p>
        <FormErrorSummary error={send.error} shownFields={['to', 'message']} />
        <TextField
          label="To"
          type="email"
          autoComplete="off"
          data-autofocus
          value={to}
          onChange={(event) => setTyped(event.target.value)}
          error={problemFor(send.error, 'to')}
          hint={defaultTo ? undefined : 'The customer has no e-mail on file: type the address.'}
        />
        <Field
          label="Message (optional)"
          error={problemFor(send.error, 'message')}
          hint="Your note goes into the e-mail after the greeting, above the standard message."
        >
          {(control) => (
            <textarea
              {...control}
              className="ui-field__input"
              rows={4}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <div className="ui-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={send.isPending}>
            Send
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * What a send did, for the toast (docs/decisions/estimates-and-invoices.md "Sent or queued"): the
 * e-mail is queued either way; with a mail server it is on its way, without one it waits in the
 * Outbox and nothing has left (said as news, not success), so the title never says "sent" of it.
 */
export function sendToast(documentName: string, delivery: Delivery, to: string): ToastInput {
  return delivery === 'sending'
    ? {
        tone: 'success',
        title: `${documentName} is on its way to ${to}`,
        body: 'The e-mail is queued for the mail server; the Outbox shows when the server has taken it.',
      }
    : {
        tone: 'info',
        title: `${documentName} is waiting in the Outbox`,
        body: `No mail server is set up, so nothing has been e-mailed to ${to} yet; it leaves once one is set up.`,
      };
}
