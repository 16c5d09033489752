import { useNavigate } from 'react-router';
import { SitePicker } from '../../records/site-picker';
import { Dialog } from '../../ui/dialog';

/** The draft page of a site: the same place as the site page's "Draft estimate". */
const draftEstimatePath = (siteId: string) => `/sites/${siteId}/estimates/new`;

/**
 * Starting an estimate from the estimates list: an estimate is drafted from a site's trees, so the
 * clerk finds the site first, by part of its label, its street or its customer's name, and picking
 * it opens its draft page.
 */
export function NewEstimateDialog({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog title="New estimate" onClose={onClose}>
      <SitePicker
        label="Site"
        hint="Type part of the customer’s name, or of the site’s name or street, and choose the site: its draft is proposed from the site’s trees and notes."
        dialogFocus
        onPick={(site) => navigate(draftEstimatePath(site.id))}
      />
    </Dialog>
  );
}
