import { describeError } from '../lib/describe-error';
import { Notice } from './notice';

/** A failed call shown in place of what could not be loaded or saved. */
export function ApiErrorNotice({ error }: { error: unknown }) {
  const { title, body } = describeError(error);
  return (
    <Notice tone="danger" role="alert" title={title}>
      {body}
    </Notice>
  );
}
