import { describe, expect, it } from 'vitest';
import { insertionDetourMeters, rankFits, type FitCandidate } from '../../../src/shared/domain/fit';
import { distanceMeters } from '../../../src/shared/domain/geo';

const depot = { lat: 45.55, lng: -122.6 };
const near = { lat: 45.52, lng: -122.68 };
const far = { lat: 45.3, lng: -122.9 };

const candidate = (overrides: Partial<FitCandidate>): FitCandidate => ({
  crewId: 'c1',
  crewName: 'Alder',
  date: '2026-03-02',
  dayLengthMinutes: 480,
  bookedMinutes: 0,
  stops: [],
  stopCount: 0,
  origin: depot,
  ...overrides,
});

describe('rankFits', () => {
  it('ranks fitting days first, then nearest, then soonest; never drops a day that runs over', () => {
    const ranked = rankFits(
      [
        candidate({ crewId: 'full', date: '2026-03-02', bookedMinutes: 450, stops: [near], stopCount: 1 }),
        candidate({ crewId: 'far', date: '2026-03-02', stops: [far], stopCount: 1 }),
        candidate({ crewId: 'near-late', date: '2026-03-04', stops: [near], stopCount: 1 }),
        candidate({ crewId: 'near-soon', date: '2026-03-03', stops: [near], stopCount: 1 }),
        candidate({ crewId: 'empty', date: '2026-03-02' }),
      ],
      120,
      { lat: 45.521, lng: -122.681 },
    );
    expect(ranked.map((fit) => fit.crewId)).toEqual(['near-soon', 'near-late', 'far', 'empty', 'full']);
    expect(ranked.at(-1)).toMatchObject({ fits: false, remainingMinutes: -90 });
    expect(ranked.find((fit) => fit.crewId === 'empty')).toMatchObject({
      nearestMeters: null,
      detourMeters: null,
      fits: true,
    });
  });

  it('ranks days that run over by how little they run over, before how near they are', () => {
    const ranked = rankFits(
      [
        candidate({ crewId: 'near-7h-over', bookedMinutes: 480 + 300, stops: [near], stopCount: 1 }),
        candidate({ crewId: 'far-3.5h-over', bookedMinutes: 480 + 90, stops: [far], stopCount: 1 }),
        candidate({ crewId: 'near-3.5h-over-later', date: '2026-03-03', bookedMinutes: 570, stops: [near] }),
      ],
      120,
      { lat: 45.521, lng: -122.681 },
    );
    expect(ranked.map((fit) => [fit.crewId, fit.remainingMinutes])).toEqual([
      ['near-3.5h-over-later', -210],
      ['far-3.5h-over', -210],
      ['near-7h-over', -420],
    ]);
  });

  it('judges on room alone without a location, soonest first', () => {
    const ranked = rankFits(
      [candidate({ date: '2026-03-03', crewId: 'b' }), candidate({ date: '2026-03-02', crewId: 'a' })],
      60,
      null,
    );
    expect(ranked.map((fit) => [fit.crewId, fit.nearestMeters])).toEqual([
      ['a', null],
      ['b', null],
    ]);
  });

  it('answers the best `limit` days of the whole ranking, each with its reason', () => {
    const days = [
      candidate({ crewId: 'far', stops: [far], stopCount: 1 }),
      candidate({ crewId: 'full', bookedMinutes: 450, stops: [near], stopCount: 1 }),
      candidate({ crewId: 'near', stops: [near], stopCount: 1 }),
    ];
    const point = { lat: 45.521, lng: -122.681 };
    const best = rankFits(days, 120, point, 2);
    expect(best).toEqual(rankFits(days, 120, point).slice(0, 2));
    // Fewer days fit than asked for: the day that runs over fills the answer.
    expect(rankFits(days, 120, point, 3).map((fit) => fit.crewId)).toEqual(['near', 'far', 'full']);
    expect(best.map((fit) => [fit.crewId, fit.reason])).toEqual([
      ['near', expect.stringMatching(/^360 min left after this work; nearest stop 0\.\d km$/)],
      ['far', expect.stringMatching(/^360 min left after this work; nearest stop \d+\.\d km$/)],
    ]);
  });
});

describe('insertionDetourMeters', () => {
  it('is zero for a point on the way and the out-and-back for a lone stop', () => {
    const a = { lat: 45.5, lng: -122.6 };
    const b = { lat: 45.6, lng: -122.6 };
    const midway = { lat: 45.55, lng: -122.6 };
    expect(insertionDetourMeters(midway, [a, b], null)).toBeCloseTo(0, 0);
    expect(insertionDetourMeters(far, [near], null)).toBeCloseTo(distanceMeters(near, far), 0);
  });
});
