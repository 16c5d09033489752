import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import type { ApiError } from '../../../client/api-error';
import { useApi } from '../../lib/api-context';
import { Outbox } from './outbox';
import { OutboxContext, type OutboxSession } from './outbox-context';
import { createOutboxSender } from './outbox-sender';
import { indexedDbOutbox } from './outbox-store';

/**
 * The phone's outbox for the screens under it, and its sender running while they are shown. The
 * outbox belongs to the device, not the key: what a crew did is sent by whoever signs in next
 * (the server's scoping still decides what it may change).
 */
export function OutboxProvider({
  onUnauthorized,
  children,
}: {
  onUnauthorized: (error: ApiError) => void;
  children: ReactNode;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [session] = useState((): OutboxSession => {
    const outbox = new Outbox(indexedDbOutbox());
    return { outbox, sender: createOutboxSender(api, queryClient, outbox) };
  });

  useEffect(() => {
    session.sender.start(onUnauthorized);
    return () => session.sender.stop();
  }, [session, onUnauthorized]);

  return <OutboxContext.Provider value={session}>{children}</OutboxContext.Provider>;
}
