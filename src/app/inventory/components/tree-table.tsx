import type { Tree } from '../../../shared/contract/inventory';
import { formatMeasure } from '../../lib/format';
import { Button } from '../../ui/button';
import { Table } from '../../ui/table';
import { HealthBadge } from './health-badge';
import { SpeciesCell } from './species-cell';
import './inventory.css';

export interface TreeTableProps {
  trees: readonly Tree[];
  onShowPhotos: (tree: Tree, number: number) => void;
  onEdit: (tree: Tree, number: number) => void;
  onRemove: (tree: Tree, number: number) => void;
}

/** The site's captured trees, numbered as on the map. */
export function TreeTable({ trees, onShowPhotos, onEdit, onRemove }: TreeTableProps) {
  return (
    <Table caption="Trees at this site">
      <thead>
        <tr>
          <th scope="col" className="num">
            #
          </th>
          <th scope="col">Species</th>
          <th scope="col" className="num">
            DBH
          </th>
          <th scope="col" className="num">
            Height
          </th>
          <th scope="col">Health</th>
          <th scope="col" className="num">
            Hazard
          </th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {trees.map((tree, index) => (
          <tr key={tree.id}>
            <th scope="row" className="num">
              {index + 1}
            </th>
            <td>
              <SpeciesCell tree={tree} />
            </td>
            <td className="num">{formatMeasure(tree.dbhInches, 'in')}</td>
            <td className="num">{formatMeasure(tree.heightFeet, 'ft')}</td>
            <td>
              <HealthBadge health={tree.healthCondition} />
            </td>
            <td className="num">{tree.hazardRating ?? '—'}</td>
            <td className="tree-table__actions">
              <Button
                size="sm"
                aria-label={`Photos of tree ${index + 1}`}
                onClick={() => onShowPhotos(tree, index + 1)}
              >
                Photos
              </Button>
              <Button size="sm" aria-label={`Edit tree ${index + 1}`} onClick={() => onEdit(tree, index + 1)}>
                Edit
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={`Delete tree ${index + 1}`}
                onClick={() => onRemove(tree, index + 1)}
              >
                Delete
              </Button>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
