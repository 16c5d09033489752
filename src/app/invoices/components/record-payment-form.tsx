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
import { useOrgToday } from '../../org/use-org-today';
import { useRecordPayment } from '../api/use-invoice-writes';

const fields = ['amountCents', 'receivedOn'];

/** Money received, typed in dollars and sent as whole cents; never more than the balance (the server's rule). */
export function RecordPaymentForm({ invoice }: { invoice: Pick<Invoice, 'id' | 'balanceCents' | 'transactionDate'> }) {
  const [amount, setAmount] = useState('');
  const { today } = useOrgToday();
  // Today on the organization's calendar until the clerk picks a day: the server checks the day
  // against it, and the browser's own date is a day ahead every evening west of UTC (or in UTC).
  const [chosenDay, setChosenDay] = useState<string | null>(null);
  const receivedOn = chosenDay ?? today ?? '';
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
          max={today ?? undefined}
          value={receivedOn}
          onChange={(event) => {
            setChosenDay(event.target.value);
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
