import { routes } from './routes';
import { SignedInRouter } from './signed-in-router';

/** The office's screens: loaded only by an office key's session (a crew's phone never downloads them). */
export default function OfficeApp() {
  return <SignedInRouter routes={routes} />;
}
