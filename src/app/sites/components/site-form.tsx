import { useState, type FormEvent } from 'react';
import { AGREEMENT_RADIUS_METERS, type Site } from '../../../shared/contract/sites';
import { formatDistance } from '../../lib/format';
import { parseOptionalNumber } from '../../lib/parse-number';
import { useDistanceUnit } from '../../org/use-distance-unit';
import { Button } from '../../ui/button';
import { FormErrorSummary, problemFor } from '../../ui/form-error-summary';
import { TextField } from '../../ui/text-field';
import { useCreateSite } from '../api/use-create-site';

const fields = ['label', 'street', 'city', 'state', 'zip', 'country', 'latitude', 'longitude'] as const;
type Field = (typeof fields)[number];
type Coordinate = 'latitude' | 'longitude';

const blank: Record<Field, string> = {
  label: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: 'US',
  latitude: '',
  longitude: '',
};

export interface SiteFormProps {
  customerId: string;
  onCancel: () => void;
  onCreated: (site: Site) => void;
}

export function SiteForm({ customerId, onCancel, onCreated }: SiteFormProps) {
  const [values, setValues] = useState(blank);
  const [notNumbers, setNotNumbers] = useState<Coordinate[]>([]);
  const create = useCreateSite();
  const unit = useDistanceUnit();

  const bind = (field: Field) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: notNumbers.includes(field as Coordinate) ? 'must be a number' : problemFor(create.error, field),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const latitude = parseOptionalNumber(values.latitude);
    const longitude = parseOptionalNumber(values.longitude);
    const invalid = (['latitude', 'longitude'] as const).filter(
      (field) => (field === 'latitude' ? latitude : longitude) === 'invalid',
    );
    setNotNumbers(invalid);
    if (latitude === 'invalid' || longitude === 'invalid') return;
    create.mutate(
      {
        customerId,
        label: values.label.trim() || null,
        // The API keeps text as sent; the form drops the spaces a person typed around it.
        street: values.street.trim(),
        city: values.city.trim(),
        state: values.state.trim(),
        zip: values.zip.trim(),
        country: values.country.trim(),
        latitude,
        longitude,
      },
      { onSuccess: onCreated },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="stack">
      <FormErrorSummary error={create.error} shownFields={fields} />
      <div className="ui-form-grid">
        <TextField
          className="ui-field--wide"
          label="Label"
          hint="Optional nickname, e.g. “Back lot”."
          data-autofocus
          {...bind('label')}
        />
        <TextField
          className="ui-field--wide"
          label="Street"
          required
          autoComplete="street-address"
          {...bind('street')}
        />
        <TextField label="City" required autoComplete="address-level2" {...bind('city')} />
        <TextField label="State" required autoComplete="address-level1" {...bind('state')} />
        <TextField label="ZIP" required autoComplete="postal-code" inputMode="numeric" {...bind('zip')} />
        <TextField label="Country" required autoComplete="country" {...bind('country')} />
        <TextField
          label="Latitude"
          inputMode="decimal"
          hint={`Optional; kept when within ${formatDistance(AGREEMENT_RADIUS_METERS, unit)} of the address.`}
          {...bind('latitude')}
        />
        <TextField
          label="Longitude"
          inputMode="decimal"
          hint="Optional; give both or neither."
          {...bind('longitude')}
        />
      </div>
      <div className="ui-form-actions">
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create site
        </Button>
      </div>
    </form>
  );
}
