import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../client/api-error';
import type { CatalogItem } from '../../../shared/contract/catalog';
import type { Note, Tree } from '../../../shared/contract/inventory';
import type { EstimateProposal } from '../../../shared/domain/estimate-drafting';
import { formatCents, hoursOrUnknown } from '../../lib/format';
import { plural } from '../../lib/plural';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { FormErrorSummary, problemFor } from '../../ui/form-error-summary';
import { Notice } from '../../ui/notice';
import { useFocusFirstProblem } from '../../ui/use-focus-first-problem';
import { useCreateEstimate } from '../api/use-estimate-writes';
import {
  blankLine,
  checkDraft,
  copyOfLine,
  draftChanged,
  draftFields,
  draftFigures,
  fromProposal,
  lineField,
  type DraftLine,
} from '../draft-lines';
import { DraftLineFields } from './draft-line-fields';
import { useLeaveGuard } from './leave-guard';
import { UnappliedQuotes } from './unapplied-quotes';

export interface DraftEstimateFormProps {
  siteId: string;
  proposal: EstimateProposal;
  notes: readonly Note[];
  /** The site's trees in its order, which numbers them. */
  trees: readonly Tree[];
  /** What staff may pick: active, non-bundle items. */
  items: readonly CatalogItem[];
}

/** The proposed lines, editable, with a totals preview; creating sends one request per attempt. */
export function DraftEstimateForm({ siteId, proposal, notes, trees, items }: DraftEstimateFormProps) {
  const [opened] = useState<readonly DraftLine[]>(() => proposal.lines.map(fromProposal));
  const [lines, setLines] = useState<readonly DraftLine[]>(opened);
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const attempt = useAttemptKey();
  const create = useCreateEstimate();
  const navigate = useNavigate();
  const { formRef, focusFirstProblem } = useFocusFirstProblem();
  const figures = draftFigures(lines);
  const leave = useLeaveGuard(draftChanged(lines, opened));
  const lostAnswer = create.error instanceof ApiError && create.error.code === 'network_error';

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkDraft(lines);
    setLocalProblems(checked.problems ?? {});
    if (!checked.lines) {
      focusFirstProblem();
      return;
    }
    const body = { siteId, lines: checked.lines };
    create.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (estimate) => {
          leave.saved();
          navigate(`/estimates/${estimate.id}`);
        },
        onError: focusFirstProblem,
      },
    );
  }

  const shownFields = lines.flatMap((_, index) => draftFields.map((field) => lineField(index, field)));
  return (
    <form ref={formRef} onSubmit={submit} noValidate className="stack">
      <UnappliedQuotes quotes={proposal.unappliedQuotes} notes={notes} />
      {lines.length === 0 && (
        <EmptyState title="No work to propose.">
          No tree at this site has a recommendation the catalog prices. Add lines by hand.
        </EmptyState>
      )}
      <ol className="draft-lines" aria-label="Estimate lines">
        {lines.map((line, index) => (
          <li key={line.key}>
            <DraftLineFields
              number={index + 1}
              line={line}
              items={items}
              trees={trees}
              amountCents={figures.amounts[index] ?? null}
              problemFor={(field) =>
                localProblems[lineField(index, field)] ?? problemFor(create.error, lineField(index, field))
              }
              onChange={(changed) => {
                setLines((current) => current.map((candidate) => (candidate.key === line.key ? changed : candidate)));
                // Ticking that the hours are right answers the problem said for them.
                if (changed.confirmedHours !== line.confirmedHours)
                  setLocalProblems(({ [lineField(index, 'estimatedHours')]: _answered, ...rest }) => rest);
              }}
              onRemove={() => setLines((current) => current.filter((candidate) => candidate.key !== line.key))}
              onDuplicate={() =>
                setLines((current) =>
                  current.flatMap((candidate) =>
                    candidate.key === line.key ? [candidate, copyOfLine(candidate)] : [candidate],
                  ),
                )
              }
            />
          </li>
        ))}
      </ol>
      <div>
        <Button onClick={() => setLines((current) => [...current, blankLine()])}>Add line</Button>
      </div>
      <section className="draft-totals" aria-label="Totals preview">
        <p>
          <span className="draft-totals__label">Total (preview)</span>{' '}
          <strong>{formatCents(figures.totalCents)}</strong>
        </p>
        <p>
          <span className="draft-totals__label">Hours (preview)</span> {hoursOrUnknown(figures.estimatedHours)}
        </p>
        {figures.unpricedCount > 0 && (
          <p className="muted">{plural(figures.unpricedCount, 'line')} not priced yet, left out of the total.</p>
        )}
        <p className="muted">A preview: the totals are settled when the estimate is created.</p>
      </section>
      <FormErrorSummary error={create.error} shownFields={shownFields} />
      {lostAnswer && (
        <Notice tone="info" role="status">
          Creating again sends the same request: the server answers it once, so no second estimate is made.
        </Notice>
      )}
      <div className="ui-form-actions">
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create estimate
        </Button>
      </div>
      {/* Drawn in a portal over the page: inside the form in React's tree only. */}
      {leave.dialog}
    </form>
  );
}
