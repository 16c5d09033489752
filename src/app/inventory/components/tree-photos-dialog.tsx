import type { Tree } from '../../../shared/contract/inventory';
import { Dialog } from '../../ui/dialog';
import { numberedTree } from '../../records/tree-numbers';
import { PhotoGallery } from './photo-gallery';
import { UploadPhotoForm } from './upload-photo-form';

export function TreePhotosDialog({ tree, number, onClose }: { tree: Tree; number: number; onClose: () => void }) {
  return (
    <Dialog title={`Photos of ${numberedTree(tree, number)}`} onClose={onClose} size="lg">
      <div className="stack">
        <PhotoGallery treeId={tree.id} />
        <UploadPhotoForm tree={{ tree, number }} />
      </div>
    </Dialog>
  );
}
