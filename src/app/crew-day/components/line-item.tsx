import type { Tree } from '../../../shared/contract/inventory';
import { formatMeasure } from '../../lib/format';
import { treeName } from '../../records/tree-numbers';
import { Button } from '../../ui/button';
import { useFieldWrite } from '../api/use-field-write';
import type { MarkedLine } from '../outbox/line-marks';
import { TreePhoto } from './tree-photo';

/** What the crew calls a line: its description, else what it covers, else its number. */
export const lineTitle = ({ line }: MarkedLine) => line.description ?? line.coverage ?? `Line ${line.lineNumber}`;

/**
 * One line of a stop's work with its trees, and the large Done that marks it (or takes the mark
 * back): the mark shows at once and says "Waiting to send" until the server has it.
 */
export function LineItem({
  estimateId,
  jobNumber,
  marked,
  trees,
  numbers,
}: {
  estimateId: string;
  /** The job's number, so a change kept on the phone says which job it was about. */
  jobNumber: string;
  marked: MarkedLine;
  trees: readonly Tree[];
  numbers: ReadonlyMap<string, number>;
}) {
  const mark = useFieldWrite();
  const { line, status, waiting } = marked;
  const title = lineTitle(marked);
  const done = status === 'done';
  const lineTrees = line.treeIds.flatMap((treeId) => trees.filter((tree) => tree.id === treeId));
  const send = (next: 'done' | 'pending') =>
    mark.mutate({
      write: { kind: 'line', estimateId, lineId: line.id, status: next },
      words: `${jobNumber}, ${title}: ${next === 'done' ? 'done' : 'not done'}`,
    });
  return (
    <li className={`crew-line${done ? ' crew-line--done' : ''}`}>
      <div className="crew-line__text">
        <p className="crew-line__title">
          {title}
          {line.quantity !== 1 && <span className="crew-line__quantity"> × {line.quantity}</span>}
        </p>
        {lineTrees.length > 0 && (
          <ul className="crew-line__trees" aria-label={`Trees of ${title}`}>
            {lineTrees.map((tree) => (
              <li key={tree.id}>
                <TreePhoto tree={tree} number={numbers.get(tree.id) ?? 0} />
                <span>
                  <strong>Tree {numbers.get(tree.id)}</strong> {treeName(tree)}
                  {tree.dbhInches !== null && `, ${formatMeasure(tree.dbhInches, 'in')} DBH`}
                </span>
              </li>
            ))}
          </ul>
        )}
        {waiting && <p className="crew-waiting">Waiting to send</p>}
        {mark.error instanceof Error && (
          <p className="crew-problem" role="alert">
            {mark.error.message}
          </p>
        )}
      </div>
      {done ? (
        <div className="crew-line__done">
          <span className="crew-line__done-mark">✓ Done</span>
          <Button size="sm" variant="ghost" aria-label={`Not done: ${title}`} onClick={() => send('pending')}>
            Undo
          </Button>
        </div>
      ) : (
        <Button
          variant="primary"
          className="crew-done-button"
          aria-label={`Done: ${title}`}
          busy={mark.isPending}
          onClick={() => send('done')}
        >
          Done
        </Button>
      )}
    </li>
  );
}
