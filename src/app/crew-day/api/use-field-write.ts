import { useWrite } from '../../lib/use-write';
import type { FieldWrite } from '../outbox/field-writes';
import { useOutbox } from '../outbox/outbox-context';

/**
 * Every write of the crew's day: kept in the phone's outbox at once (it works without signal) and
 * sent from there in order; the screens show it from the outbox until the server has it. Its
 * failure is the outbox's refusal to keep more, said beside the control.
 */
export function useFieldWrite() {
  const { outbox } = useOutbox();
  return useWrite({
    send: ({ write, words }: { write: FieldWrite; words: string }) => outbox.add(write, words),
    keptOffline: true,
    // Nothing is read again now: the write has not reached the server yet. The outbox stores each
    // answer where it is read once it has (deliver.ts).
    touches: () => [],
  });
}
