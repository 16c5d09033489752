import { NavLink, Outlet, useMatches } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { useChangeFeed } from '../live/use-change-feed';
import { keptAddress } from '../lib/kept-address';
import { Button } from '../ui/button';
import './app-shell.css';

/**
 * The main navigation: the dispatcher's screens, then the office's. A `kept` screen's link comes back
 * to it as it was left in this tab (kept-address.ts): the week being planned, a list's search.
 */
const navGroups = [
  {
    id: 'nav-dispatch',
    label: 'Dispatch',
    links: [
      { to: '/board', label: 'Board', kept: true },
      { to: '/map', label: 'Map' },
      { to: '/crews', label: 'Crews' },
    ],
  },
  {
    id: 'nav-office',
    label: 'Office',
    links: [
      { to: '/customers', label: 'Customers' },
      { to: '/estimates', label: 'Estimates', kept: true },
      { to: '/invoices', label: 'Invoices', kept: true },
      { to: '/outbox', label: 'Outbox' },
      { to: '/settings', label: 'Settings' },
    ],
  },
] as const;

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'shell__link shell__link--active' : 'shell__link';

/** The frame around every signed-in screen: brand, navigation (dispatch and office), sign-out. */
/** What a route may tell the shell (react-router's `handle`). */
export interface ShellHandle {
  wide?: boolean;
}

export function AppShell() {
  const { signOut } = useAuth();
  useChangeFeed();
  const wide = useMatches().some((match) => (match.handle as ShellHandle | undefined)?.wide);
  return (
    <div className="shell">
      <a className="shell__skip" href="#main">
        Skip to content
      </a>
      <header className="shell__header">
        <span className="shell__brand">
          <img src="/favicon.svg" alt="" width="24" height="24" />
          Canopy
        </span>
        <nav className="shell__nav" aria-label="Main">
          {navGroups.map((group) => (
            <div key={group.id} className="shell__group">
              <span className="shell__group-label" id={group.id}>
                {group.label}
              </span>
              <ul aria-labelledby={group.id}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={'kept' in link ? keptAddress(link.to) : link.to} className={navClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <Button variant="ghost" size="sm" className="shell__sign-out" onClick={() => signOut()}>
          Sign out
        </Button>
      </header>
      <main id="main" className={`shell__main${wide ? ' shell__main--wide' : ''}`} tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
