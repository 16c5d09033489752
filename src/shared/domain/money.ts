const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Whole cents as dollars, the way people read money: 125000 -> "$1,250.00". */
export function formatCents(cents: number): string {
  return dollars.format(cents / 100);
}
