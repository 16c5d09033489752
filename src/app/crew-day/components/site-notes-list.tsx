import { useState } from 'react';
import type { Note, Tree } from '../../../shared/contract/inventory';
import { noteSubject } from '../../records/tree-numbers';
import { Button } from '../../ui/button';

const FIRST_NOTES = 3;

/** The site's notes, newest first (the latest few, the rest a tap away): what the arborist said there. */
export function SiteNotesList({
  notes,
  trees,
  numbers,
}: {
  notes: readonly Note[];
  trees: readonly Tree[];
  numbers: Map<string, number>;
}) {
  const [all, setAll] = useState(false);
  if (notes.length === 0) return null;
  const newest = [...notes].reverse();
  const shown = all ? newest : newest.slice(0, FIRST_NOTES);
  return (
    <section className="crew-notes" aria-label="Site notes">
      <h3>Site notes</h3>
      <ul>
        {shown.map((note) => (
          <li key={note.id}>
            <span className="crew-notes__subject">{noteSubject(note, trees, numbers)}</span> {note.transcript}
          </li>
        ))}
      </ul>
      {newest.length > FIRST_NOTES && (
        <Button size="sm" variant="ghost" onClick={() => setAll(!all)}>
          {all ? 'Show fewer notes' : `Show all ${newest.length} notes`}
        </Button>
      )}
    </section>
  );
}
