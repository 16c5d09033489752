import type { EstimateStatus } from '../../../shared/contract/estimates';
import { Badge, type Tone } from '../../ui/badge';

const tones: Record<EstimateStatus, Tone> = {
  draft: 'neutral',
  sent: 'info',
  accepted: 'success',
  scheduled: 'info',
  completed: 'success',
  declined: 'danger',
  canceled: 'danger',
};

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return <Badge tone={tones[status]}>{status}</Badge>;
}
