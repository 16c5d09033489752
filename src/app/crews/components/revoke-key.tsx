import type { ApiKey } from '../../../shared/contract/keys';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { RefusalNotice } from '../../ui/refusal-notice';
import { keyName, useRevokeKey } from '../api/use-key-writes';

/** Asks before revoking a key: the phone holding it is signed out on its next request, for good. */
export function RevokeKey({ apiKey, onClose }: { apiKey: ApiKey; onClose: () => void }) {
  const revoke = useRevokeKey();
  return (
    <Dialog title={`Revoke ${keyName(apiKey)}?`} onClose={onClose}>
      <div className="stack">
        <p>
          The phone using it is signed out on its next request and cannot sign in with it again. Changes it has not sent
          yet stay on the phone until it is signed in with a new key.
        </p>
        <RefusalNotice error={revoke.error} title="Not revoked" />
        <div className="crews-link__actions">
          <Button
            variant="danger"
            busy={revoke.isPending}
            onClick={() => revoke.mutate(apiKey, { onSuccess: onClose })}
          >
            Revoke the key
          </Button>
          <Button onClick={onClose} data-autofocus>
            Keep it
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
