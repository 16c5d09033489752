import type { Note } from '../../../shared/contract/inventory';
import type { UnappliedQuote } from '../../../shared/domain/estimate-drafting';
import { formatCents } from '../../lib/format';
import { Notice } from '../../ui/notice';

const why: Record<UnappliedQuote['reason'], string> = {
  ambiguous: 'it could cover several lines',
  no_matching_work: 'it names no work on a proposed line',
};

/** Prices quoted aloud that the proposal could not tie to one line: shown, never guessed onto a line. */
export function UnappliedQuotes({ quotes, notes }: { quotes: readonly UnappliedQuote[]; notes: readonly Note[] }) {
  if (quotes.length === 0) return null;
  return (
    <Notice tone="warning" title="Quoted prices not applied">
      <ul>
        {quotes.map((quote) => (
          <li key={quote.noteId}>
            {formatCents(quote.cents)}, {why[quote.reason]}: “
            {notes.find((note) => note.id === quote.noteId)?.transcript}”
          </li>
        ))}
      </ul>
    </Notice>
  );
}
