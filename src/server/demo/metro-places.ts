import zipcodes from 'zipcodes';
import type { Random } from './prng';

/** Where the demo business works: ZIPs within 15 miles of downtown Portland, OR (97205). */
export interface MetroZip {
  zip: string;
  city: string;
  state: string;
  latitude: number;
  longitude: number;
}

const METRO_CITIES = new Set([
  'Portland',
  'Beaverton',
  'Gresham',
  'Lake Oswego',
  'Tigard',
  'Milwaukie',
  'Happy Valley',
  'Hillsboro',
  'West Linn',
  'Oregon City',
  'Tualatin',
  'Vancouver',
  'Camas',
  'Clackamas',
  'Fairview',
  'Troutdale',
  'Gladstone',
  'Sherwood',
]);

let metroZips: MetroZip[] | undefined;

/** Residential ZIPs only: PO-box and company ZIPs share a centroid with a real one and are dropped. */
export function portlandMetroZips(): MetroZip[] {
  if (metroZips) return metroZips;
  const seen = new Set<string>();
  const found = zipcodes.radius('97205', 15, true) as zipcodes.ZipCode[];
  metroZips = found
    .filter((place) => METRO_CITIES.has(place.city))
    .sort((a, b) => a.zip.localeCompare(b.zip))
    .filter((place) => {
      const spot = `${place.latitude},${place.longitude}`;
      if (seen.has(spot)) return false;
      seen.add(spot);
      return true;
    })
    .map(({ zip, city, state, latitude, longitude }) => ({ zip, city, state, latitude, longitude }));
  return metroZips;
}

const namedStreets: Record<string, readonly string[]> = {
  N: [
    'Lombard St',
    'Ainsworth St',
    'Rosa Parks Way',
    'Willamette Blvd',
    'Denver Ave',
    'Mississippi Ave',
    'Killingsworth St',
  ],
  NE: [
    'Alberta St',
    'Fremont St',
    'Broadway',
    'Knott St',
    'Skidmore St',
    'Sandy Blvd',
    'Halsey St',
    'Thompson St',
    'Tillamook St',
  ],
  NW: ['Thurman St', 'Lovejoy St', 'Everett St', 'Johnson St', 'Irving St', 'Savier St', 'Raleigh St', 'Cornell Rd'],
  SE: [
    'Division St',
    'Hawthorne Blvd',
    'Belmont St',
    'Clinton St',
    'Woodstock Blvd',
    'Holgate Blvd',
    'Harold St',
    'Lincoln St',
  ],
  SW: [
    'Vista Ave',
    'Capitol Hwy',
    'Multnomah Blvd',
    'Taylors Ferry Rd',
    'Boundary St',
    'Dosch Rd',
    'Patton Rd',
    'Canby St',
  ],
};

const suburbanStreets = [
  'Maple St',
  'Oak Ave',
  'Hemlock Ln',
  'Cedar Ct',
  'Meadow Dr',
  'Hillcrest Rd',
  'Riverview Dr',
  'Park Pl',
  'Sunset Blvd',
  'Fir Grove Ln',
  'Elm St',
  'Evergreen Pkwy',
  'Greenway Dr',
  'Forest Ridge Rd',
  'Laurel St',
  'Highland Dr',
] as const;

const unlocatableStreets = [
  'Lot 7 off NW Skyline Blvd',
  'Behind the barn, Rural Route 2',
  'Gate code 4411, end of gravel drive',
  'Parcel 12, Powell Butte access road',
] as const;

/** Portland's address quadrant: Burnside splits north from south, the Willamette east from west. */
function quadrant(latitude: number, longitude: number): string {
  const east = longitude > -122.67;
  if (latitude > 45.523) {
    if (east) return 'NE';
    return latitude > 45.555 ? 'N' : 'NW';
  }
  return east ? 'SE' : 'SW';
}

function ordinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

/** A plausible street line for a spot in the metro area. */
export function streetAddress(random: Random, place: MetroZip, latitude: number, longitude: number): string {
  if (place.city !== 'Portland') return `${random.int(100, 9999)} ${random.pick(suburbanStreets)}`;
  const side = quadrant(latitude, longitude);
  const street =
    random.chance(0.45) && side !== 'N'
      ? `${ordinal(random.int(side === 'NW' ? 18 : 2, side === 'SW' ? 60 : 148))} Ave`
      : random.pick(namedStreets[side] ?? suburbanStreets);
  return `${random.int(100, 19_999)} ${side} ${street}`;
}

export const unlocatableStreet = (random: Random): string => random.pick(unlocatableStreets);
