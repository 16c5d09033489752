import { createContext, useContext, useSyncExternalStore } from 'react';
import type { OutboxEntry } from './field-writes';
import type { Outbox } from './outbox';
import type { OutboxSender, SenderState } from './outbox-sender';

export interface OutboxSession {
  outbox: Outbox;
  sender: OutboxSender;
}

export const OutboxContext = createContext<OutboxSession | null>(null);

export function useOutbox(): OutboxSession {
  const session = useContext(OutboxContext);
  if (!session) throw new Error('useOutbox needs an OutboxProvider');
  return session;
}

/** The writes waiting on this phone, oldest first (refused ones included, until dismissed). */
export function useOutboxEntries(): readonly OutboxEntry[] {
  const { outbox } = useOutbox();
  return useSyncExternalStore(outbox.subscribe, outbox.all);
}

export function useSenderState(): SenderState {
  const { sender } = useOutbox();
  return useSyncExternalStore(sender.subscribe, sender.state);
}
