import type { ApiKey } from '../../../shared/contract/keys';
import { useOrgDate } from '../../org/use-org-date';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { keyName } from '../api/use-key-writes';

/** A crew's keys: which phone, made when, last used, revoked or not, and Revoke. */
export function CrewKeys({ keys, onRevoke }: { keys: readonly ApiKey[]; onRevoke: (key: ApiKey) => void }) {
  const dated = useOrgDate();
  if (keys.length === 0) return <p className="muted">No phone has a key for this crew yet.</p>;
  return (
    <ul className="crews-keys">
      {keys.map((key) => (
        <li key={key.id} className="crews-key">
          <div>
            <strong>{keyName(key)}</strong>{' '}
            {key.revokedAt ? <Badge tone="neutral">Revoked</Badge> : <Badge tone="success">Signs in</Badge>}
            <p className="muted">
              Made {dated(key.createdAt)}
              {key.lastUsedAt ? `, last used ${dated(key.lastUsedAt)}` : ', not used yet'}
              {key.revokedAt && `, revoked ${dated(key.revokedAt)}`}
            </p>
          </div>
          {!key.revokedAt && (
            <Button size="sm" variant="danger" onClick={() => onRevoke(key)} aria-label={`Revoke ${keyName(key)}`}>
              Revoke
            </Button>
          )}
        </li>
      ))}
    </ul>
  );
}
