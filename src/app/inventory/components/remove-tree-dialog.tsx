import type { Tree } from '../../../shared/contract/inventory';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { useRemoveTree } from '../api/use-inventory-writes';
import { numberedTree } from '../../records/tree-numbers';

/** Deleting cannot be undone: the clerk confirms it, reading which tree goes, before anything is sent. */
export function RemoveTreeDialog({
  siteId,
  tree,
  number,
  onClose,
}: {
  siteId: string;
  tree: Tree;
  number: number;
  onClose: () => void;
}) {
  const remove = useRemoveTree(siteId);
  const name = numberedTree(tree, number);
  return (
    <Dialog title={`Delete ${name}?`} onClose={onClose}>
      <div className="stack">
        {remove.error ? <ApiErrorNotice error={remove.error} /> : null}
        <p>Its photos and the notes made at it are deleted with it. This cannot be undone.</p>
        <div className="row">
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() => remove.mutate({ tree, number }, { onSuccess: onClose })}
          >
            Delete {name}
          </Button>
          <Button data-autofocus onClick={onClose}>
            Keep it
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
