import { formatDistance, formatMinutes } from '../../lib/format';
import { useDistanceUnit } from '../../org/use-distance-unit';
import type { StopTime } from '../../../shared/domain/stop-times';

/** The drive to a stop, between the cards: "Drive 12 min · 5.3 mi" (from the depot before the first). */
export function DriveLeg({ time, from }: { time: StopTime; from: string | null }) {
  const unit = useDistanceUnit();
  if (!time.drive) return null;
  return (
    <p className="crew-drive">
      Drive {formatMinutes(time.drive.seconds)} · {formatDistance(time.drive.meters, unit)}
      {from && ` from ${from}`}
    </p>
  );
}
