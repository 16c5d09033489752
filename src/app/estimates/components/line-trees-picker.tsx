import type { Tree } from '../../../shared/contract/inventory';
import { treeLabel } from '../../../shared/domain/estimate-drafting';
import { Button } from '../../ui/button';

export interface LineTreesPickerProps {
  lineNumber: number;
  /** The site's trees in its order, which numbers them. */
  trees: readonly Tree[];
  picked: readonly string[];
  error: string | undefined;
  onChange: (treeIds: string[]) => void;
}

/** The trees a line's work is on: several at once by checkbox, or all of the site's in one go. */
export function LineTreesPicker({ lineNumber, trees, picked, error, onChange }: LineTreesPickerProps) {
  if (trees.length === 0) return null;
  const chosen = new Set(picked);
  // Kept in the site's order whatever order they were ticked in.
  const toggle = (treeId: string, on: boolean) =>
    onChange(trees.filter((tree) => (tree.id === treeId ? on : chosen.has(tree.id))).map((tree) => tree.id));
  return (
    <fieldset className="line-trees draft-line__wide">
      <legend className="ui-field__label">Trees ({chosen.size} picked)</legend>
      <div className="row">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange(trees.map((tree) => tree.id))}
          aria-label={`Pick all trees for line ${lineNumber}`}
        >
          Pick all trees
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onChange([])}
          aria-label={`Clear the trees of line ${lineNumber}`}
        >
          Clear
        </Button>
      </div>
      <ul className="line-trees__list">
        {trees.map((tree, index) => (
          <li key={tree.id}>
            <label>
              <input
                type="checkbox"
                checked={chosen.has(tree.id)}
                onChange={(event) => toggle(tree.id, event.target.checked)}
              />{' '}
              {treeLabel(tree, index + 1)}
            </label>
          </li>
        ))}
      </ul>
      {error && <p className="ui-field__error">{error}</p>}
    </fieldset>
  );
}
