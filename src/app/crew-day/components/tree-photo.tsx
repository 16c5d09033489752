import { useQuery } from '@tanstack/react-query';
import type { Tree } from '../../../shared/contract/inventory';
import { useApi } from '../../lib/api-context';
import { treePhotosQuery } from '../../records/inventory-queries';
import { useOnline } from '../use-online';

/**
 * A tree's photo, small, beside its line; tapping it opens it whole. Signed links expire within
 * minutes, so photos are read only with signal and never kept on the phone.
 */
export function TreePhoto({ tree, number }: { tree: Tree; number: number }) {
  const api = useApi();
  const online = useOnline();
  const photos = useQuery({ ...treePhotosQuery(api, tree.id), enabled: online });
  const photo =
    photos.data?.find((candidate) => candidate.category === 'primary' && candidate.url) ??
    photos.data?.find((candidate) => candidate.url);
  if (!photo?.url) return <span className="crew-photo crew-photo--none" aria-hidden="true" />;
  return (
    <a className="crew-photo" href={photo.url} target="_blank" rel="noreferrer">
      <img src={photo.url} alt={photo.caption ?? `Photo of tree ${number}`} width={56} height={56} loading="lazy" />
    </a>
  );
}
