import type { RouteIssue } from '../../shared/contract/routes';
import type { RouteStop } from './route-stops';

function describeIssue(issue: RouteIssue, stop: RouteStop | undefined): string {
  const name = stop ? `${stop.number}. ${stop.label}` : 'A stop';
  switch (issue.code) {
    case 'missing_coordinate':
      return `${name} has no location: it cannot be routed until its site is located.`;
    case 'multi_location':
      return `${name} spans more than one location.`;
    case 'provider_unavailable':
      return 'The travel-time provider was unavailable; the plan uses estimated travel times.';
  }
}

/** What keeps the day from a clean plan, naming the stop concerned. */
export function RouteIssues({ issues, stops }: { issues: readonly RouteIssue[]; stops: readonly RouteStop[] }) {
  if (issues.length === 0) return null;
  const byId = new Map(stops.map((stop) => [stop.scheduleId, stop]));
  return (
    <ul className="route-review__issues" aria-label="Route issues">
      {issues.map((issue, index) => (
        <li key={index}>{describeIssue(issue, issue.scheduleId ? byId.get(issue.scheduleId) : undefined)}</li>
      ))}
    </ul>
  );
}
