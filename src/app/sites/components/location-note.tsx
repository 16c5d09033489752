import type { LocationSource } from '../../../shared/contract/sites';
import type { Tone } from '../../ui/badge';
import { Notice } from '../../ui/notice';

const notes: Record<LocationSource, { tone: Tone; text: string }> = {
  geocoded: { tone: 'success', text: 'Located from the address.' },
  supplied: { tone: 'success', text: 'The entered coordinates agree with the address and were kept.' },
  replaced: {
    tone: 'warning',
    text: 'The coordinates you entered were more than 25 km from the address; the address location was used.',
  },
  none: { tone: 'warning', text: 'No location could be found for this address.' },
};

/** How the site's coordinates were settled when it was created. */
export function LocationNote({ source }: { source: LocationSource }) {
  const { tone, text } = notes[source];
  return (
    <Notice tone={tone} role="status">
      {text}
    </Notice>
  );
}
