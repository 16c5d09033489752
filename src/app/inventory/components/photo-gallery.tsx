import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Photo } from '../../../shared/contract/inventory';
import { useApi } from '../../lib/api-context';
import { useOrgDate } from '../../org/use-org-date';
import { ApiErrorNotice } from '../../ui/api-error-notice';
import { Badge } from '../../ui/badge';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { treePhotosQuery } from '../../records/inventory-queries';
import './inventory.css';

function PhotoImage({ photo }: { photo: Photo }) {
  // A link that fails to load (storage trouble, an expired signature) reads like a missing one.
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (photo.url === null || failedUrl === photo.url) {
    return <div className="photo-gallery__missing">photo unavailable</div>;
  }
  const url = photo.url;
  return (
    <img
      src={url}
      alt={photo.caption ?? `${photo.category} photo`}
      width={photo.width ?? undefined}
      height={photo.height ?? undefined}
      onError={() => setFailedUrl(url)}
    />
  );
}

/** A tree's photos; mounted while the gallery is open, so every opening fetches fresh signed links. */
export function PhotoGallery({ treeId }: { treeId: string }) {
  const formatDate = useOrgDate();
  const api = useApi();
  const photos = useQuery(treePhotosQuery(api, treeId));

  if (photos.isPending) return <Loading label="Loading photos" />;
  if (photos.isError) return <ApiErrorNotice error={photos.error} />;
  if (photos.data.length === 0) return <EmptyState title="No photos of this tree." />;
  return (
    <ul className="photo-gallery" aria-label="Photos">
      {photos.data.map((photo) => (
        <li key={photo.id}>
          <figure className="photo-gallery__item">
            <PhotoImage photo={photo} />
            <figcaption>
              <span className="row">
                <Badge>{photo.category}</Badge>
                {photo.hasMarkup && <Badge tone="info">marked up</Badge>}
              </span>
              {photo.caption && <span>{photo.caption}</span>}
              <span className="muted">{formatDate(photo.capturedAt)}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
