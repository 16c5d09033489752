import type { Tree } from '../../../shared/contract/inventory';
import { Badge, type Tone } from '../../ui/badge';

type Health = NonNullable<Tree['healthCondition']>;

const tones: Record<Health, Tone> = {
  good: 'success',
  fair: 'info',
  poor: 'warning',
  dead: 'danger',
  hazardous: 'danger',
};

export function HealthBadge({ health }: { health: Tree['healthCondition'] }) {
  if (health === null) return <span className="muted">not assessed</span>;
  return <Badge tone={tones[health]}>{health}</Badge>;
}
