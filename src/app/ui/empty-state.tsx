import type { ReactNode } from 'react';
import './feedback.css';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="ui-empty">
      <p className="ui-empty__title">{title}</p>
      {children && <div className="ui-empty__body">{children}</div>}
    </div>
  );
}
