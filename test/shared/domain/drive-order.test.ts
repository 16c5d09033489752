import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appendStops, isPermutationOf, moveStop, putNext, removeStop } from '../../../src/shared/domain/drive-order';

const orderArb = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 4 }), { maxLength: 12 });

describe('drive-order edits', () => {
  it('appends arriving stops after the existing ones, once each', () => {
    expect(appendStops(['a', 'b'], ['c', 'a', 'd', 'c'])).toEqual(['a', 'b', 'c', 'd']);
  });

  it('moves a stop to a clamped index', () => {
    expect(moveStop(['a', 'b', 'c'], 'c', 0)).toEqual(['c', 'a', 'b']);
    expect(moveStop(['a', 'b', 'c'], 'a', 99)).toEqual(['b', 'c', 'a']);
    expect(removeStop(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
  });

  it('puts emergency work next, behind stops already clocked on', () => {
    expect(putNext(['a', 'b', 'c'], 'x', new Set())).toEqual({ order: ['x', 'a', 'b', 'c'], position: 1 });
    expect(putNext(['a', 'b', 'c'], 'x', new Set(['a']))).toEqual({ order: ['a', 'x', 'b', 'c'], position: 2 });
    expect(putNext(['a', 'b', 'c'], 'c', new Set(['a']))).toEqual({ order: ['a', 'c', 'b'], position: 2 });
  });

  it('keeps every edit a permutation of the day plus what was added', () => {
    fc.assert(
      fc.property(orderArb, fc.string({ minLength: 1, maxLength: 4 }), fc.nat(20), (order, id, index) => {
        const expected = order.includes(id) ? order : [...order, id];
        return (
          isPermutationOf(expected, moveStop(order, id, index)) &&
          isPermutationOf(expected, putNext(order, id, new Set(order.slice(0, 2))).order)
        );
      }),
    );
  });

  it('recognises partial, duplicated and foreign lists', () => {
    expect(isPermutationOf(['a', 'b'], ['b', 'a'])).toBe(true);
    expect(isPermutationOf(['a', 'b'], ['a'])).toBe(false);
    expect(isPermutationOf(['a', 'b'], ['a', 'a'])).toBe(false);
    expect(isPermutationOf(['a', 'b'], ['a', 'z'])).toBe(false);
  });
});
