import { useState, type FormEvent } from 'react';
import { healthConditions, type CreateTree, type Tree } from '../../../shared/contract/inventory';
import { useAttemptKey } from '../../lib/use-attempt-key';
import { parseOptionalNumber } from '../../lib/parse-number';
import { LocationPicker } from '../../map-kit/location-picker';
import type { MapPoint } from '../../map-kit/map-point';
import type { LngLat } from '../../map-kit/maplibre-setup';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';
import { FormErrorSummary, problemFor } from '../../ui/form-error-summary';
import { SelectField } from '../../ui/select-field';
import { TextField } from '../../ui/text-field';
import { useAddTree, useCorrectTree, type NumberedTree } from '../api/use-inventory-writes';

const fields = ['commonName', 'scientificName', 'dbhInches', 'healthCondition', 'latitude', 'longitude'] as const;
type Field = (typeof fields)[number];
type NumberField = 'dbhInches' | 'latitude' | 'longitude';

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function valuesOf(tree: Tree | undefined): Record<Field, string> {
  return {
    commonName: text(tree?.commonName),
    scientificName: text(tree?.scientificName),
    dbhInches: text(tree?.dbhInches),
    healthCondition: text(tree?.healthCondition),
    latitude: text(tree?.latitude),
    longitude: text(tree?.longitude),
  };
}

/** Coordinates to six places (about 10 cm): a click's full precision means nothing to a crew. */
const coordinate = (value: number) => String(Number(value.toFixed(6)));

export interface TreeFormDialogProps {
  siteId: string;
  /** The tree to correct; absent, a new one is added. */
  tree?: NumberedTree | undefined;
  /** The site and its trees, drawn on the map for orientation. */
  points: readonly MapPoint[];
  onClose: () => void;
}

/** Adds or corrects a tree: species, DBH, condition, and where it stands (a click on the map, or typed). */
export function TreeFormDialog({ siteId, tree, points, onClose }: TreeFormDialogProps) {
  const [values, setValues] = useState(() => valuesOf(tree?.tree));
  const [notNumbers, setNotNumbers] = useState<NumberField[]>([]);
  const add = useAddTree(siteId);
  const correct = useCorrectTree(siteId);
  const attempt = useAttemptKey();
  const write = tree ? correct : add;

  const set = (field: Field, value: string) => setValues((current) => ({ ...current, [field]: value }));
  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: notNumbers.includes(field as NumberField) ? 'Type a number.' : problemFor(write.error, field),
  });
  const latitude = parseOptionalNumber(values.latitude);
  const longitude = parseOptionalNumber(values.longitude);
  const picked: LngLat | null =
    typeof latitude === 'number' && typeof longitude === 'number' ? [longitude, latitude] : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const numbers = { dbhInches: parseOptionalNumber(values.dbhInches), latitude, longitude };
    const invalid = (Object.keys(numbers) as NumberField[]).filter((field) => numbers[field] === 'invalid');
    setNotNumbers(invalid);
    if (numbers.dbhInches === 'invalid' || numbers.latitude === 'invalid' || numbers.longitude === 'invalid') return;
    const body: CreateTree = {
      commonName: values.commonName.trim() || null,
      scientificName: values.scientificName.trim() || null,
      dbhInches: numbers.dbhInches,
      healthCondition: (values.healthCondition || null) as CreateTree['healthCondition'],
      latitude: numbers.latitude,
      longitude: numbers.longitude,
    };
    if (tree) correct.mutate({ ...tree, body }, { onSuccess: onClose });
    else add.mutate({ body, idempotencyKey: attempt.keyFor(body) }, { onSuccess: onClose });
  }

  return (
    <Dialog title={tree ? `Edit tree ${tree.number}` : 'Add a tree'} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="stack">
        <FormErrorSummary error={write.error} shownFields={fields} />
        <div className="ui-form-grid">
          <TextField label="Common name" data-autofocus {...bind('commonName')} />
          <TextField label="Scientific name" {...bind('scientificName')} />
          <TextField label="DBH (in)" inputMode="decimal" hint="Diameter at breast height." {...bind('dbhInches')} />
          <SelectField label="Condition" {...bind('healthCondition')}>
            <option value="">Not assessed</option>
            {healthConditions.map((condition) => (
              <option key={condition} value={condition}>
                {condition}
              </option>
            ))}
          </SelectField>
        </div>
        <LocationPicker
          points={points}
          picked={picked}
          onPick={([lng, lat]) =>
            setValues((current) => ({ ...current, latitude: coordinate(lat), longitude: coordinate(lng) }))
          }
          label="Click the map where the tree stands"
        />
        <div className="ui-form-grid">
          <TextField label="Latitude" inputMode="decimal" hint="Click the map, or type it." {...bind('latitude')} />
          <TextField label="Longitude" inputMode="decimal" hint="Give both or neither." {...bind('longitude')} />
        </div>
        <div className="ui-form-actions">
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={write.isPending}>
            {tree ? 'Save tree' : 'Add tree'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
