import { crewRoutes } from './crew-routes';
import { SignedInRouter } from './signed-in-router';

/** A crew's phone: its day only, a bundle of its own (none of the office's screens). */
export default function CrewApp() {
  return <SignedInRouter routes={crewRoutes} />;
}
