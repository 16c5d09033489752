import { useQuery, type QueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { PublicEstimate } from '../../shared/contract/public-estimate';
import { formatCents } from '../../shared/domain/money';
import { queryKeys } from '../lib/query-keys';
import { useWrite } from '../lib/use-write';
import { LinkError, type PublicEstimateApi } from './public-api';
import './customer-estimate.css';

const quantityWords = (quantity: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(quantity);
const dateWords = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
/** A server problem ("type your full name") as a sentence. */
const sentence = (words: string) => `${words.charAt(0).toUpperCase()}${words.slice(1)}.`;
const problemOf = (error: unknown, field: string) =>
  error instanceof LinkError ? error.problems.find((problem) => problem.field === field)?.problem : undefined;

/**
 * The estimate as its customer reads it, laid out as the printed document (letterhead, parties,
 * lines with coverage and trees, totals, terms), then what they can do: accept with their name typed
 * as signature and the terms agreed, or decline with an optional reason. Where it stands is said
 * in plain words; nothing of the company's other records is on the page.
 */
export function CustomerEstimatePage({ api }: { api: PublicEstimateApi }) {
  const estimate = useQuery({ queryKey: queryKeys.publicEstimate(), queryFn: api.read });
  return (
    <div className="customer-page">
      <title>
        {estimate.data ? `Estimate ${estimate.data.number} from ${estimate.data.company.name}` : 'Estimate'}
      </title>
      <meta name="robots" content="noindex, nofollow" />
      <main className="customer-page__sheet">
        {estimate.isPending ? (
          <p className="customer-page__notice" role="status">
            Opening the estimate…
          </p>
        ) : estimate.isError ? (
          <div className="customer-page__notice customer-page__notice--problem" role="alert">
            <h1>This estimate cannot be shown</h1>
            <p>{estimate.error instanceof LinkError ? estimate.error.message : 'Something went wrong.'}</p>
          </div>
        ) : (
          <EstimateSheet estimate={estimate.data} api={api} />
        )}
      </main>
    </div>
  );
}

function EstimateSheet({ estimate, api }: { estimate: PublicEstimate; api: PublicEstimateApi }) {
  const { company } = estimate;
  return (
    <>
      <header className="customer-page__letterhead">
        <div className="customer-page__company">
          {company.hasLogo && <img className="customer-page__logo" src={api.logoUrl} alt={`${company.name} logo`} />}
          <div>
            <p className="customer-page__company-name">{company.name}</p>
            {[...company.addressLines, company.phone, company.email]
              .filter((line): line is string => Boolean(line))
              .map((line) => (
                <p key={line} className="customer-page__muted">
                  {line}
                </p>
              ))}
          </div>
        </div>
        <div className="customer-page__title">
          <h1>Estimate {estimate.number}</h1>
          <dl>
            <dt>Date</dt>
            <dd>{estimate.writtenOn}</dd>
            {estimate.validUntil && (
              <>
                <dt>Valid until</dt>
                <dd>{estimate.validUntil}</dd>
              </>
            )}
          </dl>
        </div>
      </header>

      <section className="customer-page__parties" aria-label="Prepared for and work site">
        {[estimate.customer, ...(estimate.site ? [estimate.site] : [])].map((party) => (
          <div key={party.heading}>
            <h2>{party.heading}</h2>
            {party.lines.map((line, index) => (
              <p key={line} className={index === 0 ? 'customer-page__strong' : undefined}>
                {line}
              </p>
            ))}
          </div>
        ))}
      </section>

      {estimate.narrative && <p className="customer-page__narrative">{estimate.narrative}</p>}

      <table className="customer-page__lines">
        <caption className="visually-hidden">The work and its prices</caption>
        <thead>
          <tr>
            <th scope="col">Work</th>
            <th scope="col" className="customer-page__num">
              Qty
            </th>
            <th scope="col" className="customer-page__num">
              Unit price
            </th>
            <th scope="col" className="customer-page__num">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line) => (
            <tr key={line.lineNumber}>
              <td>
                <p className="customer-page__strong">
                  {line.lineNumber}. {line.title}
                </p>
                {line.coverage && <p>{line.coverage}</p>}
                {line.trees.length > 0 && <p className="customer-page__muted">{line.trees.join('; ')}</p>}
              </td>
              <td className="customer-page__num" data-label="Qty">
                {quantityWords(line.quantity)}
              </td>
              <td className="customer-page__num" data-label="Unit price">
                {line.unitPriceCents === null ? '' : formatCents(line.unitPriceCents)}
              </td>
              <td className="customer-page__num" data-label="Amount">
                {line.amountCents === null ? 'Price to be confirmed' : formatCents(line.amountCents)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="customer-page__total">
        <span>{estimate.unpricedCount > 0 ? 'Total of priced lines' : 'Total'}</span>
        <strong>{formatCents(estimate.totalCents)}</strong>
      </div>

      {estimate.terms && (
        <section className="customer-page__terms">
          <h2>Terms</h2>
          <p>{estimate.terms}</p>
        </section>
      )}

      <Answer estimate={estimate} api={api} />
    </>
  );
}

/** What the customer can do now, or what they (or the company) already did. */
function Answer({ estimate, api }: { estimate: PublicEstimate; api: PublicEstimateApi }) {
  const companyName = estimate.company.name;
  switch (estimate.standing) {
    case 'accepted':
      return (
        <Outcome tone="done" title="Estimate accepted">
          {estimate.acceptedAt
            ? `Accepted on ${dateWords(estimate.acceptedAt)}${estimate.acceptedByName ? ` by ${estimate.acceptedByName}` : ''}.`
            : 'This estimate is accepted.'}{' '}
          Thank you. {companyName} will be in touch to schedule the work.
        </Outcome>
      );
    case 'completed':
      return (
        <Outcome tone="done" title="Work completed">
          The work in this estimate is done. Thank you for choosing {companyName}.
        </Outcome>
      );
    case 'declined':
      return (
        <Outcome tone="closed" title="Estimate declined">
          This estimate was declined{estimate.declinedAt ? ` on ${dateWords(estimate.declinedAt)}` : ''}. To change your
          mind, contact {companyName} for a new one.
        </Outcome>
      );
    case 'canceled':
      return (
        <Outcome tone="closed" title="Estimate withdrawn">
          {companyName} withdrew this estimate, so it can no longer be accepted. Contact them for a new one.
        </Outcome>
      );
    case 'open':
      return <AcceptOrDecline estimate={estimate} api={api} />;
  }
}

function Outcome({ tone, title, children }: { tone: 'done' | 'closed'; title: string; children: ReactNode }) {
  return (
    <section className={`customer-page__outcome customer-page__outcome--${tone}`} role="status">
      <h2>{title}</h2>
      <p>{children}</p>
    </section>
  );
}

function AcceptOrDecline({ estimate, api }: { estimate: PublicEstimate; api: PublicEstimateApi }) {
  // The answer is the estimate as it now stands: it replaces the page's copy, so nothing is read again.
  const stored = (answer: PublicEstimate, queryClient: QueryClient) =>
    queryClient.setQueryData(queryKeys.publicEstimate(), answer);
  const accept = useWrite({ send: api.accept, stored, touches: () => [] });
  const decline = useWrite({ send: api.decline, stored, touches: () => [] });
  const [name, setName] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState('');

  function submitAccept(event: FormEvent) {
    event.preventDefault();
    accept.mutate({ name, termsAccepted: agreed as true });
  }
  function submitDecline(event: FormEvent) {
    event.preventDefault();
    decline.mutate(reason.trim());
  }
  const nameProblem = problemOf(accept.error, 'name');
  const termsProblem = problemOf(accept.error, 'termsAccepted');
  const refusal = accept.error instanceof LinkError && !nameProblem && !termsProblem ? accept.error.message : undefined;

  return (
    <section className="customer-page__answer" aria-label="Your answer">
      <form className="customer-page__accept" onSubmit={submitAccept} noValidate>
        <h2>Accept this estimate</h2>
        <p className="customer-page__muted">
          Type your full name as your signature. {estimate.company.name} is told at once and will contact you to
          schedule the work.
        </p>
        {refusal && (
          <p className="customer-page__problem" role="alert">
            {refusal}
          </p>
        )}
        <label className="customer-page__label" htmlFor="signature">
          Full name
        </label>
        <input
          id="signature"
          className="customer-page__input customer-page__signature"
          autoComplete="name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? 'signature-problem' : undefined}
        />
        {nameProblem && (
          <p id="signature-problem" className="customer-page__problem">
            {sentence(nameProblem)}
          </p>
        )}
        <label className="customer-page__check">
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            aria-invalid={termsProblem ? true : undefined}
          />
          <span>
            I accept this estimate{estimate.terms ? ' and agree to its terms' : ''} for{' '}
            {formatCents(estimate.totalCents)}.
          </span>
        </label>
        {termsProblem && <p className="customer-page__problem">Tick the box to agree to the terms.</p>}
        <button
          type="submit"
          className="customer-page__button customer-page__button--primary"
          disabled={accept.isPending}
        >
          {accept.isPending ? 'Accepting…' : 'Accept estimate'}
        </button>
      </form>

      <div className="customer-page__decline">
        {!declining ? (
          <button type="button" className="customer-page__link-button" onClick={() => setDeclining(true)}>
            Decline this estimate
          </button>
        ) : (
          <form onSubmit={submitDecline} noValidate>
            <h2>Decline this estimate</h2>
            {decline.error instanceof LinkError && (
              <p className="customer-page__problem" role="alert">
                {decline.error.message}
              </p>
            )}
            <label className="customer-page__label" htmlFor="decline-reason">
              Reason (optional)
            </label>
            <textarea
              id="decline-reason"
              className="customer-page__input"
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
            />
            <div className="customer-page__row">
              <button type="submit" className="customer-page__button" disabled={decline.isPending}>
                {decline.isPending ? 'Declining…' : 'Decline estimate'}
              </button>
              <button type="button" className="customer-page__link-button" onClick={() => setDeclining(false)}>
                Keep it open
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
