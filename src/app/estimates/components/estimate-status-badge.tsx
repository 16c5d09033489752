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

/** A status as the screens say it; the API keeps its lowercase values. */
export const estimateStatusWords: Record<EstimateStatus, string> = {
  draft: 'Draft',
  sent: 'Sent',
  accepted: 'Accepted',
  scheduled: 'Scheduled',
  completed: 'Completed',
  declined: 'Declined',
  canceled: 'Canceled',
};

export function EstimateStatusBadge({ status }: { status: EstimateStatus }) {
  return <Badge tone={tones[status]}>{estimateStatusWords[status]}</Badge>;
}
