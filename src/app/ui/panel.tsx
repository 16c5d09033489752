import { useId, type ReactNode } from 'react';
import './layout.css';

/** A titled card section of a page. */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="ui-panel" aria-labelledby={headingId}>
      <header className="ui-panel__header">
        <h2 id={headingId}>{title}</h2>
        {actions && <div className="row">{actions}</div>}
      </header>
      <div className="ui-panel__body">{children}</div>
    </section>
  );
}
