import type { ReactNode } from 'react';
import './layout.css';

export interface PageHeaderProps {
  title: string;
  /** Where this page sits, e.g. links back to the list it came from. */
  breadcrumbs?: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
}

export function PageHeader({ title, breadcrumbs, subtitle, actions }: PageHeaderProps) {
  return (
    <header className="ui-page-header">
      {breadcrumbs && (
        <nav className="ui-breadcrumbs" aria-label="Breadcrumb">
          {breadcrumbs}
        </nav>
      )}
      <div className="ui-page-header__row">
        <div>
          <h1>{title}</h1>
          {subtitle && <div className="ui-page-header__subtitle">{subtitle}</div>}
        </div>
        {actions && <div className="ui-page-header__actions">{actions}</div>}
      </div>
    </header>
  );
}
