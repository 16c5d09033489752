import { NavLink, Outlet } from 'react-router';
import { useAuth } from '../auth/auth-context';
import { Button } from '../ui/button';
import './app-shell.css';

const navClass = ({ isActive }: { isActive: boolean }) => (isActive ? 'shell__link shell__link--active' : 'shell__link');

/** The frame around every signed-in screen: brand, navigation (dispatch and office), sign-out. */
export function AppShell() {
  const { signOut } = useAuth();
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
          <div className="shell__group">
            <span className="shell__group-label" id="nav-dispatch">
              Dispatch
            </span>
            <ul aria-labelledby="nav-dispatch">
              <li>
                <NavLink to="/board" className={navClass}>
                  Board
                </NavLink>
              </li>
              <li>
                <NavLink to="/map" className={navClass}>
                  Map
                </NavLink>
              </li>
            </ul>
          </div>
          <div className="shell__group">
            <span className="shell__group-label" id="nav-office">
              Office
            </span>
            <ul aria-labelledby="nav-office">
              <li>
                <NavLink to="/customers" className={navClass}>
                  Customers
                </NavLink>
              </li>
              <li>
                <NavLink to="/invoices" className={navClass}>
                  Invoices
                </NavLink>
              </li>
            </ul>
          </div>
        </nav>
        <Button variant="ghost" size="sm" className="shell__sign-out" onClick={() => signOut()}>
          Sign out
        </Button>
      </header>
      <main id="main" className="shell__main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
