import type { Note, Tree } from '../../../shared/contract/inventory';
import { formatCents, formatDuration } from '../../lib/format';
import { useOrgDate } from '../../org/use-org-date';
import { EmptyState } from '../../ui/empty-state';
import { noteSubject, treeNumbers } from '../../records/tree-numbers';
import './inventory.css';

/** Notes dictated in the field or typed in the office: what was said, the price quoted aloud and what the customer asked for. */
export function SiteNotes({ notes, trees }: { notes: readonly Note[]; trees: readonly Tree[] }) {
  const formatDate = useOrgDate();
  if (notes.length === 0) return <EmptyState title="No notes for this site yet." />;
  const numbers = treeNumbers(trees);
  return (
    <ol className="site-notes">
      {notes.map((note) => (
        <li key={note.id}>
          <article className="site-note" aria-label={`Note from ${formatDate(note.createdAt)}`}>
            <header className="site-note__header">
              <strong>{noteSubject(note, trees, numbers)}</strong>
              <span className="muted">
                {formatDate(note.createdAt)}
                {note.durationSeconds !== null && ` · ${formatDuration(note.durationSeconds)} recording`}
              </span>
            </header>
            <blockquote className="site-note__transcript">{note.transcript}</blockquote>
            <dl className="ui-details">
              <dt>Quoted price</dt>
              <dd>
                {note.estimatedCostCents === null ? (
                  <span className="muted">none quoted</span>
                ) : (
                  formatCents(note.estimatedCostCents)
                )}
              </dd>
              <dt>Customer asked for</dt>
              <dd>{note.clientNotes ?? <span className="muted">nothing recorded</span>}</dd>
              {note.recommendations.length > 0 && (
                <>
                  <dt>Recommended</dt>
                  <dd>{note.recommendations.join('; ')}</dd>
                </>
              )}
            </dl>
          </article>
        </li>
      ))}
    </ol>
  );
}
