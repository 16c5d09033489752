import { describe, expect, it } from 'vitest';
import { dayStartsAt, deriveRouteStatus, isFrozen, type RouteFacts } from '../../../src/server/routes/route-status';

const LA = { timeZone: 'America/Los_Angeles', dayStartMinutes: null };

describe('the freeze horizon', () => {
  it("starts a crew's day at its local start time in the organization's zone (7:00 by default)", () => {
    expect(dayStartsAt('2026-03-05', LA).toISOString()).toBe('2026-03-05T15:00:00.000Z');
    expect(dayStartsAt('2026-03-05', { ...LA, dayStartMinutes: 390 }).toISOString()).toBe('2026-03-05T14:30:00.000Z');
    // After the spring change to daylight time the same 7:00 is an hour earlier in UTC.
    expect(dayStartsAt('2026-03-09', LA).toISOString()).toBe('2026-03-09T14:00:00.000Z');
  });

  it('keeps organizations in different zones apart when the same day is asked again', () => {
    const berlin = { timeZone: 'Europe/Berlin', dayStartMinutes: null };
    expect(dayStartsAt('2026-03-05', LA).toISOString()).toBe('2026-03-05T15:00:00.000Z');
    expect(dayStartsAt('2026-03-05', berlin).toISOString()).toBe('2026-03-05T06:00:00.000Z');
    expect(dayStartsAt('2026-03-05', LA).toISOString()).toBe('2026-03-05T15:00:00.000Z');
  });

  it('holds a day from `freezeHours` before its start on, and every day already begun or past', () => {
    const rule = { ...LA, freezeHours: 24 };
    expect(isFrozen('2026-03-05', rule, new Date('2026-03-04T14:59:59Z'))).toBe(false);
    expect(isFrozen('2026-03-05', rule, new Date('2026-03-04T15:00:00Z'))).toBe(true);
    expect(isFrozen('2026-03-01', rule, new Date('2026-03-04T15:00:00Z'))).toBe(true);
    expect(isFrozen('2026-03-05', { ...rule, freezeHours: 0 }, new Date('2026-03-05T14:59:00Z'))).toBe(false);
    expect(isFrozen('2026-03-05', { ...rule, freezeHours: 0 }, new Date('2026-03-05T15:00:00Z'))).toBe(true);
  });
});

describe('route status', () => {
  const ready: RouteFacts = {
    hasOrigin: true,
    job: 'none',
    locatedStops: 3,
    frozen: false,
    failed: false,
    planCurrent: true,
    pinned: false,
    issueCount: 0,
  };

  it('is the first rule that applies, in order', () => {
    expect(deriveRouteStatus(ready)).toBe('ready');
    expect(deriveRouteStatus({ ...ready, pinned: true })).toBe('pinned');
    expect(deriveRouteStatus({ ...ready, pinned: true, issueCount: 1 })).toBe('needs_attention');
    expect(deriveRouteStatus({ ...ready, pinned: true, planCurrent: false })).toBe('stale');
    expect(deriveRouteStatus({ ...ready, pinned: true, frozen: true })).toBe('frozen');
    expect(deriveRouteStatus({ ...ready, issueCount: 1 })).toBe('needs_attention');
    expect(deriveRouteStatus({ ...ready, planCurrent: false })).toBe('stale');
    expect(deriveRouteStatus({ ...ready, planCurrent: false, failed: true })).toBe('failed');
    expect(deriveRouteStatus({ ...ready, failed: true, frozen: true })).toBe('frozen');
    expect(deriveRouteStatus({ ...ready, frozen: true, locatedStops: 1 })).toBe('not_needed');
    expect(deriveRouteStatus({ ...ready, locatedStops: 0, job: 'queued' })).toBe('pending');
    expect(deriveRouteStatus({ ...ready, job: 'running' })).toBe('optimizing');
    expect(deriveRouteStatus({ ...ready, job: 'running', hasOrigin: false })).toBe('not_configured');
  });
});
