import type { ReactNode } from 'react';
import './table.css';

/** A data table: the caption names it for screen readers; screens write `<th scope="col">` headers. */
export function Table({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <div className="ui-table-wrap">
      <table className="ui-table">
        <caption className="visually-hidden">{caption}</caption>
        {children}
      </table>
    </div>
  );
}
