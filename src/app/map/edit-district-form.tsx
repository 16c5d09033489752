import { useState } from 'react';
import type { District } from '../../shared/contract/districts';
import { ApiErrorNotice } from '../ui/api-error-notice';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';
import type { LngLat } from '../map-kit/maplibre-setup';
import { useDeleteDistrict, useUpdateDistrict } from './api/district-queries';
import { districtChange } from './district-change';
import { DistrictForm } from './district-form';

export interface EditDistrictFormProps {
  district: District;
  cornersText: string;
  onCornersTextChange: (text: string) => void;
  /** Saved or deleted (its toast says so), nothing to save, or cancelled. */
  onClose: () => void;
}

/** Renames and reshapes a district (its corners dragged on the map or typed), or deletes it once confirmed. */
export function EditDistrictForm({ district, onClose, ...corners }: EditDistrictFormProps) {
  const update = useUpdateDistrict();
  const [confirming, setConfirming] = useState(false);

  const save = (name: string, boundary: LngLat[]) => {
    const change = districtChange(district, name, boundary);
    if (!change) onClose();
    else update.mutate({ district, change }, { onSuccess: onClose });
  };

  return (
    <>
      <DistrictForm
        label={`Edit district ${district.name}`}
        hint={(count) =>
          `Drag a corner on the map to move it, or edit the corners below${count === null ? '.' : ` (${count} corners).`}`
        }
        initialName={district.name}
        {...corners}
        submitLabel="Save changes"
        write={update}
        onSubmit={save}
        onCancel={onClose}
      >
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Delete district
        </Button>
      </DistrictForm>
      {confirming && <ConfirmDelete district={district} onClose={() => setConfirming(false)} onDeleted={onClose} />}
    </>
  );
}

function ConfirmDelete({
  district,
  onClose,
  onDeleted,
}: {
  district: District;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteDistrict();
  return (
    <Dialog title={`Delete district ${district.name}?`} onClose={onClose}>
      <p>
        Its sites lose the district, and a queue filter naming {district.name} will find nothing. This cannot be undone.
      </p>
      {remove.error ? <ApiErrorNotice error={remove.error} /> : null}
      <div className="district-map__actions">
        <Button
          variant="danger"
          busy={remove.isPending}
          onClick={() => remove.mutate(district, { onSuccess: onDeleted })}
        >
          Delete {district.name}
        </Button>
        <Button onClick={onClose} data-autofocus>
          Keep it
        </Button>
      </div>
    </Dialog>
  );
}
