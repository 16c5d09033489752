import { treeSummary } from '../../records/tree-numbers';
import { Button } from '../../ui/button';
import type { OutboxEntry } from '../outbox/field-writes';
import { useOutbox } from '../outbox/outbox-context';

const NOTE_PREVIEW_CHARS = 60;

/** An outbox entry as the crew made it: "Tree: Bigleaf maple, 18 in, with a photo". */
function entryWords({ write }: OutboxEntry): string {
  switch (write.kind) {
    case 'tree':
      return `Tree: ${treeSummary({ commonName: write.tree.commonName ?? null, scientificName: write.tree.scientificName ?? null, dbhInches: write.tree.dbhInches ?? null })}${write.photo ? ', with a photo' : ''}`;
    case 'note': {
      const text = write.note.transcript;
      return `Note: “${text.length > NOTE_PREVIEW_CHARS ? `${text.slice(0, NOTE_PREVIEW_CHARS)}…` : text}”`;
    }
    case 'line':
      return write.status === 'done' ? 'A line marked done' : 'A line marked not done';
    case 'stop':
      return 'All done at this stop';
  }
}

/**
 * The stop's trees and notes not sent yet ("Waiting to send"), and every change the server
 * refused, in plain words, until the crew dismisses it: nothing made on the phone goes unsaid.
 */
export function StopEntries({ entries }: { entries: readonly OutboxEntry[] }) {
  const { outbox } = useOutbox();
  const shown = entries.filter(
    (entry) => entry.refusal !== null || entry.write.kind === 'tree' || entry.write.kind === 'note',
  );
  if (shown.length === 0) return null;
  return (
    <ul className="crew-entries" aria-label="Not sent yet">
      {shown.map((entry) =>
        entry.refusal === null ? (
          <li key={entry.id} className="crew-entry">
            <span>{entryWords(entry)}</span>
            <span className="crew-waiting">Waiting to send</span>
          </li>
        ) : (
          <li key={entry.id} className="crew-entry crew-entry--refused" role="alert">
            <span>
              <strong>{entryWords(entry)}</strong> {entry.refusal}
            </span>
            <Button size="sm" onClick={() => void outbox.remove(entry.id)}>
              Dismiss
            </Button>
          </li>
        ),
      )}
    </ul>
  );
}
