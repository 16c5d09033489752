import { describe, expect, it } from 'vitest';
import type { Tree } from '../../../src/shared/contract/inventory';
import { mapTrees, summarizeTrees } from '../../../src/shared/domain/site-report';

let nextId = 0;
function tree(overrides: Partial<Tree>): Tree {
  nextId += 1;
  return {
    id: `t${nextId}`,
    siteId: 's1',
    commonName: 'Bigleaf maple',
    scientificName: 'Acer macrophyllum',
    speciesConfidence: 0.9,
    speciesSource: 'ai',
    dbhInches: 18,
    dbhConfidence: 0.8,
    heightFeet: 50,
    heightConfidence: null,
    canopySpreadFeet: 30,
    canopyConfidence: null,
    trunkCount: 1,
    quantity: 1,
    healthCondition: 'fair',
    hazardRating: null,
    riskAssessment: null,
    defects: [],
    observations: [],
    recommendations: [],
    tags: [],
    latitude: 45.5,
    longitude: -122.6,
    gpsAccuracyMeters: 3,
    capturedAt: '2026-02-10T17:00:00.000Z',
    createdAt: '2026-02-10T17:00:00.000Z',
    updatedAt: '2026-02-10T17:00:00.000Z',
    ...overrides,
  };
}

describe('summarizeTrees', () => {
  it('counts records and the physical trees they stand for, by species and by health', () => {
    const summary = summarizeTrees([
      tree({ quantity: 1 }),
      tree({ commonName: 'bigleaf maple', scientificName: 'acer macrophyllum', healthCondition: 'dead' }),
      tree({ commonName: 'Western redcedar', scientificName: 'Thuja plicata', quantity: 5, healthCondition: 'good' }),
      tree({ commonName: null, scientificName: null, healthCondition: null }),
      tree({ healthCondition: 'hazardous', quantity: 2 }),
    ]);
    expect(summary.treeCount).toBe(5);
    expect(summary.physicalTrees).toBe(10);
    expect(summary.bySpecies).toEqual([
      { commonName: 'Western redcedar', scientificName: 'Thuja plicata', treeCount: 1, physicalTrees: 5 },
      { commonName: 'Bigleaf maple', scientificName: 'Acer macrophyllum', treeCount: 3, physicalTrees: 4 },
      { commonName: null, scientificName: null, treeCount: 1, physicalTrees: 1 },
    ]);
    expect(summary.byHealth).toEqual([
      { healthCondition: 'good', treeCount: 1, physicalTrees: 5 },
      { healthCondition: 'hazardous', treeCount: 1, physicalTrees: 2 },
      { healthCondition: 'dead', treeCount: 1, physicalTrees: 1 },
      { healthCondition: 'fair', treeCount: 1, physicalTrees: 1 },
      { healthCondition: null, treeCount: 1, physicalTrees: 1 },
    ]);
    expect(summary.hazardous).toEqual({ treeCount: 2, physicalTrees: 3 });
  });
});

describe('mapTrees', () => {
  it('makes GeoJSON points in [longitude, latitude] order and lists trees without coordinates apart', () => {
    const located = tree({ latitude: 45.51, longitude: -122.65 });
    const halfLocated = tree({ latitude: 45.51, longitude: null });
    const unlocated = tree({ latitude: null, longitude: null });
    expect(mapTrees([located, halfLocated, unlocated])).toEqual({
      inventory: {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            id: located.id,
            geometry: { type: 'Point', coordinates: [-122.65, 45.51] },
            properties: located,
          },
        ],
      },
      unlocated: [halfLocated, unlocated],
    });
  });
});
