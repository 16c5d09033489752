import { useCreateDistrict } from './api/district-queries';
import { DistrictForm } from './district-form';

export interface DrawDistrictFormProps {
  cornersText: string;
  onCornersTextChange: (text: string) => void;
  /** Created (its toast says so) or cancelled. */
  onClose: () => void;
}

/** Names the district being drawn and saves it. */
export function DrawDistrictForm({ cornersText, onCornersTextChange, onClose }: DrawDistrictFormProps) {
  const create = useCreateDistrict();
  return (
    <DistrictForm
      label="New district"
      hint={(count) => `Click the map to add corners${count === null ? '.' : ` (${count} so far; at least 3).`}`}
      cornersText={cornersText}
      onCornersTextChange={onCornersTextChange}
      submitLabel="Save district"
      write={create}
      onSubmit={(name, boundary) => create.mutate({ name, boundary }, { onSuccess: onClose })}
      onCancel={onClose}
    />
  );
}
