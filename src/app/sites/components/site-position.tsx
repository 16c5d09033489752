import { useState, type FormEvent } from 'react';
import type { Site } from '../../../shared/contract/sites';
import type { MapPoint } from '../../map-kit/map-point';
import { SiteMap } from '../../map-kit/site-map';
import { Button } from '../../ui/button';
import { problemFor } from '../../ui/form-error-summary';
import { RefusalNotice } from '../../ui/refusal-notice';
import { TextField } from '../../ui/text-field';
import { useMoveSite } from '../api/use-move-site';
import { LocationAccuracy } from './location-accuracy';
import { LocationNote } from './location-note';

const coordinates = ['latitude', 'longitude'] as const;
type Coordinate = (typeof coordinates)[number];

const asText = (value: number | null) => (value === null ? '' : String(value));

/** A number, or null when the text does not read as one (blank included: a position needs both). */
function parseCoordinate(text: string): number | null {
  const value = Number(text);
  return text.trim() && Number.isFinite(value) ? value : null;
}

type MoveSite = ReturnType<typeof useMoveSite>;

/** The typed way to place the site: for the keyboard, and where the map cannot be drawn. */
function PositionForm({ site, move }: { site: Site; move: MoveSite }) {
  const [values, setValues] = useState({ latitude: asText(site.latitude), longitude: asText(site.longitude) });
  const [notNumbers, setNotNumbers] = useState<Coordinate[]>([]);

  const bind = (field: Coordinate) => ({
    name: field,
    value: values[field],
    inputMode: 'decimal' as const,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [field]: event.target.value })),
    error: notNumbers.includes(field) ? 'must be a number' : problemFor(move.error, field),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const latitude = parseCoordinate(values.latitude);
    const longitude = parseCoordinate(values.longitude);
    setNotNumbers(coordinates.filter((field) => (field === 'latitude' ? latitude : longitude) === null));
    if (latitude === null || longitude === null) return;
    move.mutate({ latitude, longitude });
  }

  return (
    <form onSubmit={submit} noValidate className="stack" aria-label="Site position">
      <div className="ui-form-grid">
        <TextField label="Latitude" hint="Drag the pin on the map, or type the position." {...bind('latitude')} />
        <TextField label="Longitude" {...bind('longitude')} />
      </div>
      <div className="ui-form-actions">
        <Button type="submit" busy={move.isPending}>
          Save position
        </Button>
      </div>
    </form>
  );
}

export interface SitePositionProps {
  site: Site;
  /** The site and whatever else the map shows around it (its trees); keep the array stable. */
  points: readonly MapPoint[];
  label: string;
}

/** Where the site is, how far that can be trusted, and the two ways to correct it: drag the pin, or type. */
export function SitePosition({ site, points, label }: SitePositionProps) {
  const move = useMoveSite(site.id);
  return (
    <div className="stack">
      <SiteMap points={points} label={label} size="md" onMoveSite={(position) => move.mutateAsync(position)} />
      <LocationAccuracy precision={site.locationPrecision} />
      {/* How the coordinates were settled at creation stops mattering once a person placed the pin. */}
      {site.locationPrecision !== 'manual' && <LocationNote source={site.locationSource} />}
      <RefusalNotice error={move.error} title="The position was not saved" shownFields={coordinates} />
      {/* A stored position (dragged or typed) refills the fields. */}
      <PositionForm key={`${site.latitude},${site.longitude}`} site={site} move={move} />
    </div>
  );
}
