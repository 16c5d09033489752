import type { EstimateLine, EstimateLineStatus } from '../../../shared/contract/estimates';
import type { OutboxEntry } from './field-writes';

/** A line as the crew sees it: the server's status, or the one of its latest mark still waiting to send. */
export interface MarkedLine {
  line: EstimateLine;
  status: EstimateLineStatus;
  /** A mark of it is kept on the phone, not yet sent. */
  waiting: boolean;
}

/** The estimate's lines with the marks waiting in the outbox applied, latest last (refused ones are not). */
export function markedLines(lines: readonly EstimateLine[], entries: readonly OutboxEntry[]): MarkedLine[] {
  const marks = new Map<string, EstimateLineStatus>();
  for (const { write, refusal } of entries) {
    if (refusal !== null) continue;
    if (write.kind === 'line') marks.set(write.lineId, write.status);
    if (write.kind === 'stop') write.lineIds.forEach((lineId) => marks.set(lineId, 'done'));
  }
  return lines.map((line) => {
    const mark = marks.get(line.id);
    return { line, status: mark ?? line.status, waiting: mark !== undefined };
  });
}

/** The outbox entries about one stop: its job's marks, and the trees and notes of its site. */
export function entriesOfStop(
  entries: readonly OutboxEntry[],
  stop: { estimateId: string; siteId: string },
): OutboxEntry[] {
  return entries.filter(({ write }) =>
    write.kind === 'line' || write.kind === 'stop'
      ? write.estimateId === stop.estimateId
      : write.siteId === stop.siteId,
  );
}
