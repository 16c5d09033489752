import { useCallback, useRef, useState } from 'react';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import type { Overbooking } from '../api/overbooking';
import { describeOverbooking } from '../api/overbooking';

/**
 * Asks before an action books a crew-day past its length: "Place anyway" goes on, Cancel (or
 * Escape) sends nothing. Returns the question to hand to the board's actions and the dialog to draw.
 */
export function useOverbookConfirm() {
  const [asked, setAsked] = useState<Overbooking | null>(null);
  const answer = useRef<(yes: boolean) => void>(() => undefined);
  const confirm = useCallback(
    (question: Overbooking) =>
      new Promise<boolean>((resolve) => {
        answer.current = resolve;
        setAsked(question);
      }),
    [],
  );
  const close = (yes: boolean) => {
    setAsked(null);
    answer.current(yes);
  };
  const dialog = asked && (
    <Dialog title={`Overbook ${asked.dayLabel}?`} onClose={() => close(false)}>
      <p>{describeOverbooking(asked)}</p>
      <div className="board-dialog__row">
        <Button variant="primary" data-autofocus onClick={() => close(true)}>
          {asked.verb} anyway
        </Button>
        <Button onClick={() => close(false)}>Cancel</Button>
      </div>
    </Dialog>
  );
  return { confirm, dialog };
}
