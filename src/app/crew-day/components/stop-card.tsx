import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ScheduledWork } from '../../../shared/contract/scheduled-work';
import type { StopTime } from '../../../shared/domain/stop-times';
import { useApi } from '../../lib/api-context';
import { hoursOrUnknown } from '../../lib/format';
import { estimateQuery } from '../../records/estimate-queries';
import { siteNotesQuery, siteTreesQuery } from '../../records/inventory-queries';
import { formatAddress } from '../../records/site-address';
import { siteQuery } from '../../records/site-queries';
import { treeNumbers } from '../../records/tree-numbers';
import { Button } from '../../ui/button';
import { useFieldWrite } from '../api/use-field-write';
import { formatClock } from '../day-words';
import { entriesOfStop, markedLines } from '../outbox/line-marks';
import { useOutboxEntries } from '../outbox/outbox-context';
import { navigateHref } from '../navigate-link';
import { AddNoteForm } from './add-note-form';
import { AddTreeForm } from './add-tree-form';
import { LineItem } from './line-item';
import { SiteNotesList } from './site-notes-list';
import { StopEntries } from './stop-entries';

type Capture = 'tree' | 'note' | null;

/**
 * One stop of the crew's day: when the crew gets there, where it is (with the way there in the
 * phone's maps app), what the office said, the job's lines with their trees and a Done for each,
 * All done, the site's notes, and adding a tree or a note found there.
 */
export function StopCard({ work, number, time }: { work: ScheduledWork; number: number; time: StopTime }) {
  const api = useApi();
  const headingId = useId();
  const estimate = useQuery(estimateQuery(api, work.estimateId));
  const site = useQuery(siteQuery(api, work.siteId));
  const trees = useQuery(siteTreesQuery(api, work.siteId));
  const notes = useQuery(siteNotesQuery(api, work.siteId));
  const entries = entriesOfStop(useOutboxEntries(), work);
  const allDone = useFieldWrite();
  const [capture, setCapture] = useState<Capture>(null);

  const siteTrees = trees.data ?? [];
  const numbers = treeNumbers(siteTrees);
  const lines = estimate.data ? markedLines(estimate.data.lines, entries) : [];
  const pending = lines.filter((marked) => marked.status === 'pending');
  const done = lines.length > 0 && pending.length === 0;
  const position = work.latitude !== null && work.longitude !== null ? [work.latitude, work.longitude] : null;

  return (
    <article className={`crew-stop${done ? ' crew-stop--done' : ''}`} aria-labelledby={headingId}>
      <header className="crew-stop__head">
        <span className="crew-stop__number" aria-hidden="true">
          {number}
        </span>
        <div className="crew-stop__title">
          <h2 id={headingId}>
            <span className="visually-hidden">Stop {number}: </span>
            {work.siteLabel}
          </h2>
          <p className="crew-stop__meta">
            {time.arriveMinutes !== null && <strong>Arrive {formatClock(time.arriveMinutes)}</strong>}
            <span>{work.estimateNumber}</span>
            <span>{hoursOrUnknown(work.plannedHours)}</span>
            {work.jobDay && (
              <span>
                day {work.jobDay.number} of {work.jobDay.count}
              </span>
            )}
          </p>
        </div>
        {lines.length > 0 && (
          <span className={`crew-stop__progress${done ? ' crew-stop__progress--done' : ''}`}>
            {done ? 'Done' : `${lines.length - pending.length} of ${lines.length} done`}
          </span>
        )}
      </header>

      <div className="crew-stop__where">
        <p className="crew-stop__address">{site.data ? formatAddress(site.data) : work.siteLabel}</p>
        {position && (
          <a
            className="crew-big-link"
            href={navigateHref(position[0]!, position[1]!, navigator.userAgent)}
            target="_blank"
            rel="noreferrer"
            aria-label={`Navigate to ${work.siteLabel}`}
          >
            Navigate
          </a>
        )}
      </div>

      {work.note && (
        <p className="crew-stop__office-note">
          <strong>From the office:</strong> {work.note}
        </p>
      )}

      {estimate.isError && !estimate.data && <p className="crew-problem">This job’s lines could not be read.</p>}
      {lines.length > 0 && (
        <ul className="crew-lines" aria-label={`Work at ${work.siteLabel}`}>
          {lines.map((marked) => (
            <LineItem
              key={marked.line.id}
              estimateId={work.estimateId}
              jobNumber={work.estimateNumber}
              marked={marked}
              trees={siteTrees}
              numbers={numbers}
            />
          ))}
        </ul>
      )}
      {pending.length > 1 && (
        <Button
          variant="primary"
          className="crew-all-done"
          busy={allDone.isPending}
          onClick={() =>
            allDone.mutate({
              write: { kind: 'stop', estimateId: work.estimateId, lineIds: pending.map((marked) => marked.line.id) },
              words: `${work.estimateNumber}, ${work.siteLabel}: all done`,
            })
          }
        >
          All done at this stop
        </Button>
      )}
      {allDone.error instanceof Error && (
        <p className="crew-problem" role="alert">
          {allDone.error.message}
        </p>
      )}

      <StopEntries entries={entries} />
      <SiteNotesList notes={notes.data ?? []} trees={siteTrees} numbers={numbers} />

      {capture === 'tree' && <AddTreeForm siteId={work.siteId} onClose={() => setCapture(null)} />}
      {capture === 'note' && (
        <AddNoteForm siteId={work.siteId} trees={siteTrees} numbers={numbers} onClose={() => setCapture(null)} />
      )}
      {capture === null && (
        <div className="crew-stop__capture">
          <Button onClick={() => setCapture('tree')}>Add a tree</Button>
          <Button onClick={() => setCapture('note')}>Add a note</Button>
        </div>
      )}
    </article>
  );
}
