import type { Crew } from '../../../shared/contract/crews';
import type { ApiKey } from '../../../shared/contract/keys';
import { crewKeyScopes } from '../../../shared/contract/scopes';
import { useApi } from '../../lib/api-context';
import { queryKeys } from '../../lib/query-keys';
import { useWrite } from '../../lib/use-write';
import { useToast } from '../../ui/toast-context';

/** A key's name as people read it: its name, else "A key without a name". */
export const keyName = (key: Pick<ApiKey, 'name'>) => key.name ?? 'A key without a name';

/**
 * Makes a key bound to the crew, holding what a crew's phone needs (its days' reads and
 * field:write): the answer carries the key this once, for the sign-in link.
 */
export function useMakePhoneKey(crew: Crew) {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: ({ name, idempotencyKey }: { name: string; idempotencyKey: string }) =>
      api.post('/keys', { body: { name, crewId: crew.id, scopes: [...crewKeyScopes] }, idempotencyKey }),
    touches: () => [queryKeys.keys.list()],
    answered: (made) =>
      notify({
        tone: 'success',
        title: 'Phone key made',
        body: `${keyName(made)} for ${crew.name}: scan its code now`,
      }),
  });
}

/** Revokes a key at once: the phone holding it is signed out on its next request. */
export function useRevokeKey() {
  const api = useApi();
  const notify = useToast();
  return useWrite({
    send: (key: ApiKey) => api.delete('/keys/{keyId}', { path: { keyId: key.id } }),
    touches: () => [queryKeys.keys.list()],
    answered: (revoked) =>
      notify({ tone: 'success', title: 'Key revoked', body: `${keyName(revoked)} no longer signs in` }),
  });
}
