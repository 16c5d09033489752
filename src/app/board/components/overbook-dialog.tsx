import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import {
  describeOverbooking,
  describeSplit,
  overbookingTitle,
  overMinutesOf,
  splitChoiceWords,
  splitOfferWords,
  type OverbookChoice,
  type Overbooking,
} from '../api/overbooking';

/** From this far over its length a day's "Place anyway" is drawn as a risk and is not the default. */
const FAR_OVER_MINUTES = 120;

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
  // Booking a crew's day hours past its end is not what Enter should do: then Cancel has the focus.
  const farOver = asked !== null && overMinutesOf(asked) >= FAR_OVER_MINUTES;
  const dialog = asked && (
    <Dialog title={overbookingTitle(asked)} onClose={() => close(null)}>
      <p>{describeOverbooking(asked)}</p>
      {asked.noSplit && <p className="muted">{asked.noSplit}</p>}
      {asked.split && (
        <p>
          {splitOfferWords(asked.split, asked.splitLeavesMinutes)}
          <span className="board-dialog__split">{describeSplit(asked.split)}</span>
        </p>
      )}
      <div className="board-dialog__row">
        {asked.split && (
          <Button variant="primary" data-autofocus onClick={() => close('split')}>
            {splitChoiceWords(asked.split, asked.splitLeavesMinutes)}
          </Button>
        )}
        <Button
          variant={farOver ? 'danger' : asked.split ? 'secondary' : 'primary'}
          data-autofocus={(!asked.split && !farOver) || undefined}
          onClick={() => close('anyway')}
        >
          {asked.verb} anyway
        </Button>
        <Button data-autofocus={(!asked.split && farOver) || undefined} onClick={() => close(null)}>
          Cancel
        </Button>
      </div>
    </Dialog>
  );
  return { confirm, dialog };
}
