import { NavLink, Outlet, useMatches } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { boardViewLink } from '../dispatch/board-view-memory';
import { Button } from '../ui/button';
import './app-shell.css';

/** The main navigation: the dispatcher's screens, then the office's. */
const navGroups = [
  {
    id: 'nav-dispatch',
    label: 'Dispatch',
    links: [
      // Back to the week being planned (board-view-memory.ts).
      { to: '/board', label: 'Board', at: boardViewLink },
      { to: '/map', label: 'Map' },
    ],
  },
  {
    id: 'nav-office',
    label: 'Office',
    links: [
      { to: '/customers', label: 'Customers' },
      { to: '/estimates', label: 'Estimates' },
      { to: '/invoices', label: 'Invoices' },
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
                    <NavLink to={'at' in link ? link.at() : link.to} className={navClass}>
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
