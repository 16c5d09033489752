import type { Tree } from '../../../shared/contract/inventory';
import { Dialog } from '../../ui/dialog';
import { treeName } from '../tree-numbers';
import { PhotoGallery } from './photo-gallery';
import { UploadPhotoForm } from './upload-photo-form';

export function TreePhotosDialog({ tree, number, onClose }: { tree: Tree; number: number; onClose: () => void }) {
  return (
    <Dialog title={`Photos of tree ${number}: ${treeName(tree)}`} onClose={onClose} size="lg">
      <div className="stack">
        <PhotoGallery treeId={tree.id} />
        <UploadPhotoForm treeId={tree.id} />
      </div>
    </Dialog>
  );
}
