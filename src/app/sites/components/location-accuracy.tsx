import type { LocationPrecision } from '../../../shared/contract/sites';
import type { Tone } from '../../ui/badge';
import { Notice } from '../../ui/notice';

const accuracies: Record<LocationPrecision, { tone: Tone; text: string }> = {
  address: { tone: 'success', text: 'Accuracy: street address.' },
  zip: {
    tone: 'warning',
    text: 'Accuracy: approximate, ZIP centre. The pin marks the middle of the ZIP code, not the house: drag it to the right spot.',
  },
  city: {
    tone: 'warning',
    text: 'Accuracy: approximate, city centre. The pin marks the middle of the city, not the house: drag it to the right spot.',
  },
  manual: { tone: 'success', text: 'Accuracy: placed by hand.' },
};

/** How far the site's pin can be trusted; nothing when nobody can say (typed coordinates, or none). */
export function LocationAccuracy({ precision }: { precision: LocationPrecision | null }) {
  if (precision === null) return null;
  const { tone, text } = accuracies[precision];
  return (
    <Notice tone={tone} role="status">
      {text}
    </Notice>
  );
}
