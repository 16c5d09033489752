import { useAppUpdate } from '../lib/app-update';
import { Button } from './button';
import './feedback.css';

/**
 * Says that a newer Canopy is ready, with the button that reloads into it. Never reloaded
 * unasked: a note half typed on a phone would be lost.
 */
export function UpdateBanner() {
  const apply = useAppUpdate();
  if (!apply) return null;
  return (
    <div className="ui-update-banner" role="status">
      <span>A new version of Canopy is ready.</span>
      <Button size="sm" variant="primary" onClick={() => void apply()}>
        Reload
      </Button>
    </div>
  );
}
