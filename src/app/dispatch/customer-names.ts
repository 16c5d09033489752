/*
 * A customer as a compact card names one: the surname of a person, a business whole. The customer
 * record has one name and no kind, so the words of the name decide: a word that names a business or
 * a body ("HOA", "Church", "LLC"...), a digit, an ampersand or a leading "The" make it a business;
 * any other name of two words or more is a person's, known by its last word (with its particles,
 * "van der Berg", and without a suffix, "Jr."). A wrong guess costs little: the card's title and
 * accessible name say the whole name.
 */

const BUSINESS_WORDS = new Set([
  'apartments',
  'association',
  'assn',
  'center',
  'centre',
  'church',
  'city',
  'club',
  'co',
  'college',
  'commons',
  'company',
  'condominiums',
  'condos',
  'conservancy',
  'corp',
  'corporation',
  'county',
  'dental',
  'district',
  'estates',
  'farm',
  'farms',
  'foundation',
  'friends',
  'group',
  'hoa',
  'hospital',
  'hotel',
  'inc',
  'library',
  'llc',
  'llp',
  'lofts',
  'ltd',
  'management',
  'park',
  'partners',
  'properties',
  'property',
  'pta',
  'realty',
  'school',
  'services',
  'society',
  'trust',
  'university',
]);

const PARTICLES = new Set(['da', 'de', 'del', 'della', 'den', 'der', 'di', 'du', 'la', 'le', 'st.', 'van', 'von']);
const SUFFIXES = new Set(['ii', 'iii', 'iv', 'jr', 'md', 'phd', 'sr']);

/** A word as the lists hold it: lower case, without a trailing full stop or comma. */
const bare = (word: string) => word.toLowerCase().replace(/[.,]+$/, '');

const isBusiness = (name: string, words: readonly string[]) =>
  /[\d&]/.test(name) || /^the /i.test(name) || words.some((word) => BUSINESS_WORDS.has(bare(word)));

/** The name a compact card shows: "Ngozi Okafor" is "Okafor", "Tigard Meadows HOA" stays whole. */
export function compactCustomerName(name: string): string {
  const whole = name.trim().replace(/\s+/g, ' ');
  const words = whole.split(' ');
  if (words.length < 2 || isBusiness(whole, words)) return whole;
  // "Okafor, Ngozi": the surname comes first.
  const [beforeComma, afterComma] = whole.split(/,\s*/);
  if (beforeComma && afterComma && !SUFFIXES.has(bare(afterComma))) return beforeComma;
  const named = words.filter((word, index) => index === 0 || !SUFFIXES.has(bare(word)));
  let start = named.length - 1;
  while (start > 1 && PARTICLES.has((named[start - 1] ?? '').toLowerCase())) start -= 1;
  return named.slice(start).join(' ').replace(/,$/, '');
}
