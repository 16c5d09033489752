import type { FileStorage } from '../adapters/storage/file-storage';
import type { TravelModel } from '../adapters/travel/travel-model';
import type { Random } from './prng';

export type DemoSize = 'small' | 'large';

/** The demo business works in Portland, Oregon: its crews' local days are Pacific days. */
export const DEMO_TIME_ZONE = 'America/Los_Angeles';

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
  /** Plant-health programs accepted about one interval ago, their next round's window open today. */
  programEstimates: number;
  /** Accepted work deliberately left for the unscheduled queue (the newest, the biggest, never-located sites, a few older). */
  queuedJobs: number;
  /** Accepted work last placed on a past day and not finished: the board's "needs attention". */
  staleJobs: number;
  /** Accepted work pencilled on the unassigned board of a coming day. */
  pencilledJobs: number;
  /** Crews clocked in on today's first stop. */
  startedCrews: number;
  officeStaff: number;
  arborists: number;
  /** Estimate site visits per arborist and coming working day. */
  visitsPerArborist: readonly [number, number];
  /** Share of the billable completed estimates that were invoiced. */
  invoicedShare: number;
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
    // About a hundred per crew, as in the large organization: enough accepted work for three weeks of crew-days.
    estimates: 800,
    programEstimates: 5,
    queuedJobs: 24,
    staleJobs: 3,
    pencilledJobs: 4,
    startedCrews: 3,
    officeStaff: 2,
    arborists: 4,
    visitsPerArborist: [1, 3],
    invoicedShare: 0.5,
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
    programEstimates: 120,
    queuedJobs: 550,
    staleJobs: 75,
    pencilledJobs: 100,
    startedCrews: 40,
    officeStaff: 8,
    arborists: 30,
    visitsPerArborist: [1, 3],
    invoicedShare: 0.5,
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
  /** Drive times of the seeded days' plans (the server's travel model). */
  travel: TravelModel;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment `days` (may be fractional) before now. */
export const daysAgo = (context: SeedContext, days: number): Date => new Date(context.now.getTime() - days * DAY_MS);

/** A moment somewhere between `from` and `to` days ago. */
export const someTimeAgo = (context: SeedContext, from: number, to: number): Date =>
  daysAgo(context, context.random.real(Math.min(from, to), Math.max(from, to), 4));

export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY_MS);

/** Keeps generated moments out of the future. */
export const notAfterNow = (context: SeedContext, date: Date): Date =>
  date.getTime() > context.now.getTime() ? context.now : date;
