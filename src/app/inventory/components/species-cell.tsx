import type { Tree } from '../../../shared/contract/inventory';
import { formatPercent } from '../../lib/format';
import { Badge } from '../../ui/badge';
import { speciesStatus } from '../species-status';
import { treeName } from '../../records/tree-numbers';

const confirmedBy: Record<Exclude<Tree['speciesSource'], 'ai'>, string> = {
  'user-confirmed': 'checked by staff',
  'user-corrected': 'corrected by staff',
  'live-confirmed': 'identified on site',
};

function SpeciesBadge({ tree }: { tree: Tree }) {
  const confidence = tree.speciesConfidence === null ? '' : ` ${formatPercent(tree.speciesConfidence)}`;
  switch (speciesStatus(tree)) {
    case 'guess':
      return <Badge tone="warning">guess{confidence}</Badge>;
    case 'ai':
      return <Badge tone="info">AI{confidence}</Badge>;
    case 'confirmed':
      return <Badge tone="success">confirmed</Badge>;
  }
}

/** Species, how sure we are of it, and who said so. */
export function SpeciesCell({ tree }: { tree: Tree }) {
  return (
    <div className="tree-species">
      <div className="row">
        <span className="tree-species__name">{treeName(tree)}</span>
        <SpeciesBadge tree={tree} />
      </div>
      <span className="ui-table__secondary">
        {tree.scientificName && tree.commonName && <i>{tree.scientificName}</i>}
        {tree.speciesSource !== 'ai' && <> {confirmedBy[tree.speciesSource]}</>}
      </span>
    </div>
  );
}
