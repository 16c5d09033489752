import { useState, type FormEvent } from 'react';
import type { Invoice } from '../../../shared/contract/invoices';
import { formatCents } from '../../lib/format';
import { inDollars, parseDollars } from '../../lib/dollars';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { Button } from '../../ui/button';
import { problemFor } from '../../ui/form-error-summary';
import { Panel } from '../../ui/panel';
import { RefusalNotice } from '../../ui/refusal-notice';
import { TextField } from '../../ui/text-field';
import { useRecordPayment } from '../api/use-invoice-writes';

const fields = ['amountCents', 'receivedOn'];

/** Today on the clerk's calendar, as a day: the usual date a payment is received on. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Money received, typed in dollars and sent as whole cents; never more than the balance (the server's rule). */
export function RecordPaymentForm({ invoice }: { invoice: Pick<Invoice, 'id' | 'balanceCents' | 'transactionDate'> }) {
  const [amount, setAmount] = useState('');
  const [receivedOn, setReceivedOn] = useState(localToday);
  const [amountProblem, setAmountProblem] = useState<string | undefined>();
  const [dayProblem, setDayProblem] = useState<string | undefined>();
  const pay = useRecordPayment(invoice.id);
  const attempt = useAttemptKey();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseDollars(amount);
    setAmountProblem('problem' in parsed ? parsed.problem : undefined);
    setDayProblem(receivedOn === '' ? 'choose the day the payment arrived' : undefined);
    if (!('cents' in parsed) || receivedOn === '') return;
    const body = { amountCents: parsed.cents, receivedOn };
    pay.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: () => {
          attempt.settle();
          setAmount('');
        },
      },
    );
  }

  return (
    <Panel title="Record a payment">
      <form onSubmit={submit} noValidate className="stack">
        <RefusalNotice error={pay.error} title="Payment not recorded" shownFields={fields} />
        <TextField
          label="Amount ($)"
          inputMode="decimal"
          required
          hint={`Balance ${formatCents(invoice.balanceCents)}`}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            // The server's last refusal was about the values as they were; it goes with them.
            pay.reset();
          }}
          error={amountProblem ?? inDollars(problemFor(pay.error, 'amountCents'))}
        />
        <TextField
          label="Received on"
          type="date"
          required
          min={invoice.transactionDate}
          max={localToday()}
          value={receivedOn}
          onChange={(event) => {
            setReceivedOn(event.target.value);
            pay.reset();
          }}
          error={dayProblem ?? problemFor(pay.error, 'receivedOn')}
        />
        <div>
          <Button type="submit" variant="primary" busy={pay.isPending}>
            Record payment
          </Button>
        </div>
      </form>
    </Panel>
  );
}
