import type { Tree } from '../../../shared/contract/inventory';
import { Dialog } from '../../ui/dialog';
import { treeName } from '../tree-numbers';
import { PhotoGallery } from './photo-gallery';

export function TreePhotosDialog({ tree, number, onClose }: { tree: Tree; number: number; onClose: () => void }) {
  return (
    <Dialog title={`Photos of tree ${number}: ${treeName(tree)}`} onClose={onClose} size="lg">
      <PhotoGallery treeId={tree.id} />
    </Dialog>
  );
}
