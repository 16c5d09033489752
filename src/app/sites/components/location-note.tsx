import type { DistanceUnit } from '../../../shared/contract/org';
import { AGREEMENT_RADIUS_METERS, type LocationSource } from '../../../shared/contract/sites';
import { formatDistance } from '../../lib/format';
import { useDistanceUnit } from '../../org/use-distance-unit';
import type { Tone } from '../../ui/badge';
import { Notice } from '../../ui/notice';

const notes = (unit: DistanceUnit): Record<LocationSource, { tone: Tone; text: string }> => ({
  geocoded: { tone: 'success', text: 'Located from the address.' },
  supplied: { tone: 'success', text: 'The entered coordinates agree with the address and were kept.' },
  replaced: {
    tone: 'warning',
    text: `The coordinates you entered were more than ${formatDistance(AGREEMENT_RADIUS_METERS, unit)} from the address; the address location was used.`,
  },
  none: { tone: 'warning', text: 'No location could be found for this address.' },
});

/** How the site's coordinates were settled when it was created. */
export function LocationNote({ source }: { source: LocationSource }) {
  const unit = useDistanceUnit();
  const { tone, text } = notes(unit)[source];
  return (
    <Notice tone={tone} role="status">
      {text}
    </Notice>
  );
}
