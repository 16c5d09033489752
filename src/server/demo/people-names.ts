import type { Random } from './prng';

const firstNames = [
  'Maria', 'James', 'Aiko', 'Daniel', 'Priya', 'Liam', 'Sofia', 'Noah', 'Hannah', 'Mateo',
  'Grace', 'Ethan', 'Leilani', 'Owen', 'Fatima', 'Lucas', 'Chloe', 'Henry', 'Nadia', 'Samuel',
  'Olivia', 'Wyatt', 'Mei', 'Isaac', 'Ruth', 'Caleb', 'Yuki', 'Elijah', 'Amara', 'Gabriel',
  'Ingrid', 'Theo', 'Rosa', 'Miles', 'Anika', 'Jonah', 'Tessa', 'Diego', 'Harper', 'Kai',
  'Linh', 'Marcus', 'Esther', 'Felix', 'Zoe', 'Tobias', 'Camila', 'Arjun', 'Willa', 'Reuben',
] as const;

const lastNames = [
  'Nguyen', 'Olsen', 'Garcia', 'Tanaka', 'Johnson', 'Patel', 'Larsen', 'Kim', 'Martinez', 'Schmidt',
  'Brooks', 'Chen', 'Hughes', 'Lopez', 'Morales', 'Reed', 'Sato', 'Bergstrom', 'Walker', 'Ali',
  'Fischer', 'Ramirez', 'Cole', 'Nakamura', 'Price', 'Okafor', 'Lindqvist', 'Hernandez', 'Young', 'Park',
  'Foster', 'Jensen', 'Rivera', 'Yamamoto', 'Bishop', 'Kowalski', 'Silva', 'Hayes', 'Tran', 'Wallace',
  'Dunn', 'Ortiz', 'Hansen', 'Flores', 'Meyer', 'Castillo', 'Pham', 'Sullivan', 'Ikeda', 'Novak',
] as const;

const organizationNames = [
  'Laurelhurst Commons HOA', 'Alberta Arts Lofts', 'Sellwood Terrace Condominiums', 'Mount Tabor Presbyterian Church',
  'Hawthorne Business Association', 'Eastmoreland Garden Apartments', 'Forest Park Conservancy', 'Irvington Manor HOA',
  'St. Johns Community Center', 'Multnomah Village Dental', 'Woodstock Elementary PTA', 'Pearl District Property Group',
  'Hillsdale Library Friends', 'Beaverton Creek Business Park', 'Lake Oswego Hunt Club', 'Tigard Meadows HOA',
] as const;

export const personName = (random: Random): string => `${random.pick(firstNames)} ${random.pick(lastNames)}`;

export const organizationName = (random: Random): string => random.pick(organizationNames);

/** Fictional contact details: example.com mail and 555-01xx numbers reach nobody. */
export function emailFor(random: Random, name: string): string {
  const handle = name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '');
  return `${handle}${random.chance(0.3) ? random.int(1, 99) : ''}@example.com`;
}

export function phoneNumber(random: Random): string {
  return `${random.pick(['503', '971', '360'])}-555-${String(random.int(100, 199)).padStart(4, '0')}`;
}
