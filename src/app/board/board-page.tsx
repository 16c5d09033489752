import { PageHeader } from '../ui/page-header';
import { EmptyState } from '../ui/empty-state';

/** The dispatcher board's place in the navigation; the board itself grows here. */
export function BoardPage() {
  return (
    <>
      <PageHeader title="Dispatch board" subtitle="Crews by day, the unscheduled queue and routes." />
      <EmptyState title="The board is not available yet.">Accepted estimates will be placed on crew-days here.</EmptyState>
    </>
  );
}
