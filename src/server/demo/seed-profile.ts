import type { FileStorage } from '../adapters/storage/file-storage';
import type { Random } from './prng';

export type DemoSize = 'small' | 'large';

/** How much of everything a demo organization gets. */
export interface SeedProfile {
  crews: number;
  customers: number;
  sites: number;
  unlocatedSites: number;
  /** Share of sites that have captured trees, and how many each. */
  treeSiteShare: number;
  treesPerSite: readonly [number, number];
  /** Share of trees photographed, and how many photos each. */
  photoTreeShare: number;
  photosPerTree: readonly [number, number];
  /** Share of sites with dictated notes. */
  noteSiteShare: number;
  estimates: number;
}

export const seedProfiles: Record<DemoSize, SeedProfile> = {
  small: {
    crews: 8,
    customers: 300,
    sites: 400,
    unlocatedSites: 6,
    treeSiteShare: 0.6,
    treesPerSite: [1, 6],
    photoTreeShare: 0.5,
    photosPerTree: [1, 3],
    noteSiteShare: 0.5,
    estimates: 160,
  },
  large: {
    crews: 200,
    customers: 40_000,
    sites: 50_000,
    unlocatedSites: 250,
    treeSiteShare: 0.25,
    treesPerSite: [1, 3],
    photoTreeShare: 0.05,
    photosPerTree: [1, 1],
    noteSiteShare: 0.15,
    estimates: 20_000,
  },
};

/** What every area generator is handed. */
export interface SeedContext {
  orgId: string;
  now: Date;
  profile: SeedProfile;
  /** Content: the same story for every organization and every run. */
  random: Random;
  /** Ids are random, so seeding the same organization twice adds a second copy instead of colliding. */
  newId: () => string;
}

export interface SeedOptions {
  size: DemoSize;
  now: Date;
  storage: FileStorage;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` (may be fractional) before now. */
export const daysAgo = (context: SeedContext, days: number): Date => new Date(context.now.getTime() - days * DAY_MS);

/** A moment somewhere between `from` and `to` days ago. */
export const someTimeAgo = (context: SeedContext, from: number, to: number): Date =>
  daysAgo(context, context.random.real(Math.min(from, to), Math.max(from, to), 4));

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Keeps generated moments out of the future. */
export const notAfterNow = (context: SeedContext, date: Date): Date => (date.getTime() > context.now.getTime() ? context.now : date);
