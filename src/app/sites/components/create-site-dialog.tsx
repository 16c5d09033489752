import { useState } from 'react';
import { Link } from 'react-router';
import type { Site } from '../../../shared/contract/sites';
import { SiteMap } from '../../map-kit/site-map';
import { Button, buttonClass } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { formatAddress } from '../../records/site-address';
import { sitePoint } from '../site-points';
import { LocationAccuracy } from './location-accuracy';
import { LocationNote } from './location-note';
import { SiteForm } from './site-form';

/** New site form; once created, what the geocoder settled: the note, its accuracy and the point on a map. */
export function CreateSiteDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const [created, setCreated] = useState<Site | null>(null);

  if (!created) {
    return (
      <Dialog title="New site" onClose={onClose} size="lg">
        <SiteForm customerId={customerId} onCancel={onClose} onCreated={setCreated} />
      </Dialog>
    );
  }
  return (
    <Dialog title="Site created" onClose={onClose} size="lg">
      <div className="stack">
        <p>
          <strong>{formatAddress(created)}</strong>
          {created.label && <span className="muted"> ({created.label})</span>}
        </p>
        <LocationNote source={created.locationSource} />
        <LocationAccuracy precision={created.locationPrecision} />
        <SiteMap points={sitePoint(created)} label={`Map of ${formatAddress(created)}`} />
        <div className="ui-form-actions">
          <Button onClick={onClose}>Done</Button>
          <Link className={buttonClass('primary')} to={`/sites/${created.id}`}>
            Open site
          </Link>
        </div>
      </div>
    </Dialog>
  );
}
