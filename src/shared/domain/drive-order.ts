/**
 * Edits of a crew-day's drive order (a list of placement ids, first stop first). Pure, so the
 * server applies them under its lock and the board applies the same rule optimistically.
 */

/** Arriving stops go after the ones already there, in the order given; ids already present stay put. */
export function appendStops(order: readonly string[], arriving: readonly string[]): string[] {
  const next = [...order];
  const present = new Set(order);
  for (const id of arriving) {
    if (present.has(id)) continue;
    present.add(id);
    next.push(id);
  }
  return next;
}

/** Whether two drive orders hold the same stops in the same order. */
export const sameOrder = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((id, index) => id === b[index]);

export function removeStop(order: readonly string[], id: string): string[] {
  return order.filter((stop) => stop !== id);
}

/** Moves (or inserts) `id` to `index` (0-based, clamped to the list). */
export function moveStop(order: readonly string[], id: string, index: number): string[] {
  const rest = removeStop(order, id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Puts `id` at the front of what the crew has left: behind every stop a crew member is already
 * clocked on (those stay in front), before everything else. Returns the new order and the 1-based position.
 */
export function putNext(
  order: readonly string[],
  id: string,
  started: ReadonlySet<string>,
): { order: string[]; position: number } {
  const rest = removeStop(order, id);
  let lastStarted = -1;
  rest.forEach((stop, index) => {
    if (started.has(stop)) lastStarted = index;
  });
  const next = moveStop(rest, id, lastStarted + 1);
  return { order: next, position: lastStarted + 2 };
}

/** True when `candidate` holds exactly the stops of `order` (each once), in any order. */
export function isPermutationOf(order: readonly string[], candidate: readonly string[]): boolean {
  if (order.length !== candidate.length || new Set(candidate).size !== candidate.length) return false;
  const expected = new Set(order);
  return candidate.every((id) => expected.has(id));
}
