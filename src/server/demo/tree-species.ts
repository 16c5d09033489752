/** Trees a Portland-area arborist meets: natives and the common planted street and yard trees. */
export interface TreeSpecies {
  commonName: string;
  scientificName: string;
  /** Typical trunk diameter (inches) and height (feet) of the trees met on jobs. */
  dbh: readonly [number, number];
  height: readonly [number, number];
  /** How often it turns up, relative to the others. */
  weight: number;
  /** Planted as a hedge row: one record may stand for several trees. */
  hedge?: boolean;
}

export const treeSpecies: readonly TreeSpecies[] = [
  { commonName: 'Douglas-fir', scientificName: 'Pseudotsuga menziesii', dbh: [10, 60], height: [60, 180], weight: 14 },
  { commonName: 'Western redcedar', scientificName: 'Thuja plicata', dbh: [8, 54], height: [40, 150], weight: 9 },
  { commonName: 'Bigleaf maple', scientificName: 'Acer macrophyllum', dbh: [8, 48], height: [40, 90], weight: 8 },
  { commonName: 'Oregon white oak', scientificName: 'Quercus garryana', dbh: [10, 44], height: [30, 80], weight: 4 },
  { commonName: 'Western hemlock', scientificName: 'Tsuga heterophylla', dbh: [8, 40], height: [50, 140], weight: 3 },
  { commonName: 'Red alder', scientificName: 'Alnus rubra', dbh: [6, 22], height: [30, 80], weight: 4 },
  { commonName: 'Pacific madrone', scientificName: 'Arbutus menziesii', dbh: [6, 30], height: [25, 70], weight: 2 },
  { commonName: 'Ponderosa pine', scientificName: 'Pinus ponderosa', dbh: [10, 40], height: [50, 130], weight: 2 },
  { commonName: 'Vine maple', scientificName: 'Acer circinatum', dbh: [2, 8], height: [10, 25], weight: 3 },
  {
    commonName: 'Black cottonwood',
    scientificName: 'Populus trichocarpa',
    dbh: [12, 50],
    height: [60, 130],
    weight: 2,
  },
  { commonName: 'Oregon ash', scientificName: 'Fraxinus latifolia', dbh: [8, 30], height: [40, 80], weight: 2 },
  { commonName: 'Pacific dogwood', scientificName: 'Cornus nuttallii', dbh: [4, 12], height: [15, 40], weight: 2 },
  { commonName: 'Grand fir', scientificName: 'Abies grandis', dbh: [10, 40], height: [60, 160], weight: 2 },
  { commonName: 'Norway maple', scientificName: 'Acer platanoides', dbh: [8, 30], height: [30, 60], weight: 6 },
  { commonName: 'Red maple', scientificName: 'Acer rubrum', dbh: [6, 26], height: [30, 60], weight: 5 },
  { commonName: 'Japanese maple', scientificName: 'Acer palmatum', dbh: [2, 12], height: [8, 25], weight: 5 },
  { commonName: 'Sweetgum', scientificName: 'Liquidambar styraciflua', dbh: [8, 28], height: [40, 70], weight: 4 },
  {
    commonName: 'London planetree',
    scientificName: 'Platanus × acerifolia',
    dbh: [10, 40],
    height: [50, 90],
    weight: 3,
  },
  { commonName: 'Kwanzan cherry', scientificName: 'Prunus serrulata', dbh: [4, 18], height: [15, 30], weight: 5 },
  {
    commonName: 'Giant sequoia',
    scientificName: 'Sequoiadendron giganteum',
    dbh: [20, 72],
    height: [80, 160],
    weight: 1,
  },
  { commonName: 'Deodar cedar', scientificName: 'Cedrus deodara', dbh: [10, 36], height: [40, 90], weight: 2 },
  { commonName: 'English walnut', scientificName: 'Juglans regia', dbh: [10, 32], height: [30, 60], weight: 2 },
  { commonName: 'Littleleaf linden', scientificName: 'Tilia cordata', dbh: [6, 24], height: [30, 60], weight: 2 },
  { commonName: 'European white birch', scientificName: 'Betula pendula', dbh: [6, 20], height: [30, 50], weight: 3 },
  {
    commonName: 'Leyland cypress',
    scientificName: 'Cupressus × leylandii',
    dbh: [4, 16],
    height: [20, 50],
    weight: 3,
    hedge: true,
  },
];

export const healthWeights = [
  ['good', 45],
  ['fair', 30],
  ['poor', 12],
  ['dead', 5],
  ['hazardous', 8],
] as const;

export type Health = (typeof healthWeights)[number][0];

/** What a climber writes down, by the tree's condition. */
export const fieldVocabulary: Record<Health, { defects: readonly string[]; recommendations: readonly string[] }> = {
  good: { defects: ['minor deadwood'], recommendations: ['crown clean', 'monitor', 'crown raise'] },
  fair: {
    defects: ['included bark', 'codominant stems', 'minor deadwood', 'girdling root', 'sidewalk heave'],
    recommendations: ['crown raise', 'remove deadwood', 'crown thin', 'PHC soil injection', 'cable and brace'],
  },
  poor: {
    defects: ['basal decay', 'canker', 'crown dieback', 'lean toward structure', 'cracked limb'],
    recommendations: ['remove deadwood', 'crown reduction', 'PHC soil injection', 'removal'],
  },
  dead: { defects: ['dead standing', 'bark sloughing', 'fungal conks'], recommendations: ['removal', 'stump grind'] },
  hazardous: {
    defects: ['basal decay', 'fungal conks', 'hanging limb', 'root plate heave', 'dead top over target'],
    recommendations: ['removal', 'stump grind', 'crown reduction'],
  },
};

export const observations = [
  'near power lines',
  'over roof',
  'close to foundation',
  'in planting strip',
  'heavy ivy',
  'woodpecker activity',
  'good vigor',
  'previously topped',
  'over neighbour fence',
  'irrigation nearby',
] as const;

export const treeTags = [
  'heritage',
  'street tree',
  'permit required',
  'view tree',
  'near utilities',
  'client favourite',
] as const;

export const spotsOnSite = [
  'front yard',
  'back yard',
  'parking strip',
  'side yard by the garage',
  'along the fence line',
  'over the driveway',
] as const;
