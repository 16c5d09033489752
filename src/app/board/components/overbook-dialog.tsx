import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import {
  describeOverbooking,
  describeSplit,
  leftInQueueWords,
  overbookingTitle,
  type OverbookChoice,
  type Overbooking,
} from '../api/overbooking';
import type { SplitShare } from '../../../shared/domain/split-plan';
import { formatColumnDay } from '../../dispatch/board-days';
import { formatHours } from '../../lib/format';

/**
 * "Split over 3 days"; a plan of one share is no split but the crew's next day with room: "Place on
 * Fri, Dec 11"; a plan of part of the work says how much: "Place 11.25 h over 5 days".
 */
function splitButtonWords(asked: Overbooking & { split: readonly SplitShare[] }): string {
  const { split } = asked;
  const days = split.length === 1 && split[0] ? `on ${formatColumnDay(split[0].day)}` : `over ${split.length} days`;
  if (asked.splitLeavesMinutes > 0) {
    const placed = split.reduce((sum, share) => sum + share.hours, 0);
    return `Place ${formatHours(placed)} ${days}`;
  }
  return split.length === 1 ? `Place ${days}` : `Split ${days}`;
}

function splitOfferWords(asked: Overbooking & { split: readonly SplitShare[] }): string {
  if (asked.splitLeavesMinutes > 0)
    return `Or place what the crew’s days can take (${leftInQueueWords(asked.splitLeavesMinutes)}): `;
  return asked.split.length === 1 ? 'Or the crew’s first day with room: ' : 'Or split it over the crew’s days: ';
}

/**
 * Asks before an action books a crew-day past its length, or brings work onto a past day: "Place
 * anyway" goes on, "Split over N days" (offered when the crew's coming days can take the work)
 * places a share on each, Cancel (or Escape) sends nothing, and so does going to another address
 * (Back, a link): the question was about the board behind it, which would then show another week.
 * Returns the question to hand to the board's actions and the dialog to draw.
 */
export function useOverbookConfirm() {
  const [asked, setAsked] = useState<Overbooking | null>(null);
  const answer = useRef<(choice: OverbookChoice) => void>(() => undefined);
  const location = useLocation();
  const askedAt = useRef(location.key);
  const confirm = useCallback(
    (question: Overbooking) =>
      new Promise<OverbookChoice>((resolve) => {
        answer.current = resolve;
        setAsked(question);
      }),
    [],
  );
  const close = useCallback((choice: OverbookChoice) => {
    setAsked(null);
    answer.current(choice);
  }, []);
  useEffect(() => {
    if (!asked) askedAt.current = location.key;
    else if (location.key !== askedAt.current) close(null);
  }, [asked, location.key, close]);
  const dialog = asked && (
    <Dialog title={overbookingTitle(asked)} onClose={() => close(null)}>
      <p>{describeOverbooking(asked)}</p>
      {asked.noSplit && <p className="muted">{asked.noSplit}</p>}
      {asked.split && (
        <p>
          {splitOfferWords({ ...asked, split: asked.split })}
          <span className="board-dialog__split">{describeSplit(asked.split)}</span>
        </p>
      )}
      <div className="board-dialog__row">
        {asked.split && (
          <Button variant="primary" data-autofocus onClick={() => close('split')}>
            {splitButtonWords({ ...asked, split: asked.split })}
          </Button>
        )}
        <Button
          variant={asked.split ? 'secondary' : 'primary'}
          data-autofocus={!asked.split || undefined}
          onClick={() => close('anyway')}
        >
          {asked.verb} anyway
        </Button>
        <Button onClick={() => close(null)}>Cancel</Button>
      </div>
    </Dialog>
  );
  return { confirm, dialog };
}
