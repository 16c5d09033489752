import type { ReactNode } from 'react';
import type { Tone } from './badge';
import './feedback.css';

export interface NoticeProps {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
  /** `alert` interrupts a screen reader: for failures the user must act on. */
  role?: 'alert' | 'status' | 'note';
}

/** A boxed message in the page flow. */
export function Notice({ tone = 'info', title, children, role = 'note' }: NoticeProps) {
  return (
    <div className={`ui-notice ui-notice--${tone}`} role={role}>
      {title && <strong className="ui-notice__title">{title}</strong>}
      {children && <div className="ui-notice__body">{children}</div>}
    </div>
  );
}
