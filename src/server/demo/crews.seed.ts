import type { crewMembers, crews } from '../db/schema';
import { personName } from './people-names';
import { daysAgo, type SeedContext } from './seed-profile';

export type CrewRow = typeof crews.$inferInsert;
export type CrewMemberRow = typeof crewMembers.$inferInsert;

const crewNames = ['Alder', 'Cedar', 'Hemlock', 'Madrone', 'Maple', 'Oak', 'Spruce', 'Willow'] as const;
const crewColors = ['#2e7d32', '#1565c0', '#ef6c00', '#6a1b9a', '#c62828', '#00838f', '#9e9d24', '#5d4037'] as const;

/** Working hours as minutes past midnight; null keeps the defaults (7:00-15:00). */
const workingHours: readonly (readonly [number | null, number | null])[] = [
  [null, null],
  [420, 930],
  [360, 870],
  [null, 960],
  [450, 990],
  [480, 1020],
  [390, null],
];

function colorAt(index: number): string {
  const fixed = crewColors[index];
  if (fixed) return fixed;
  // Past the hand-picked palette: walk the hue circle by the golden angle so neighbours differ.
  const hue = (index * 137.508) % 360;
  const channel = (offset: number) => {
    const k = (offset + hue / 30) % 12;
    const value = 0.42 - 0.3 * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

export function generateCrews(context: SeedContext): { crews: CrewRow[]; members: CrewMemberRow[] } {
  const { random, newId, orgId, profile } = context;
  const crewRows: CrewRow[] = [];
  const members: CrewMemberRow[] = [];
  for (let index = 0; index < profile.crews; index += 1) {
    const baseName = crewNames[index % crewNames.length] ?? 'Crew';
    const round = Math.floor(index / crewNames.length);
    const createdAt = daysAgo(context, 700 - index * (600 / profile.crews));
    const [dayStartMinutes, dayEndMinutes] = random.pick(workingHours);
    // The last crew of every eight is archived: the board must show it without giving it work.
    const active = index % crewNames.length !== crewNames.length - 1;
    const crew: CrewRow = {
      orgId,
      id: newId(),
      name: round === 0 ? `${baseName} Crew` : `${baseName} Crew ${round + 1}`,
      color: colorAt(index),
      active,
      dayStartMinutes,
      dayEndMinutes,
      createdAt,
      updatedAt: active ? createdAt : daysAgo(context, random.int(10, 60)),
    };
    crewRows.push(crew);
    const memberCount = random.int(2, 5);
    for (let m = 0; m < memberCount; m += 1) {
      members.push({ orgId, id: newId(), crewId: crew.id, name: personName(random), createdAt });
    }
  }
  return { crews: crewRows, members };
}
