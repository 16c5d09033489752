import { describe, expect, it } from 'vitest';
import { navigateHref } from '../../../src/app/crew-day/navigate-link';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
const ANDROID = 'Mozilla/5.0 (Linux; Android 15; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';

describe('Navigate: the way to a stop in the phone’s own maps app', () => {
  it('asks Apple Maps for driving directions on an iPhone', () => {
    expect(navigateHref(45.5231, -122.6765, IPHONE)).toBe(
      'https://maps.apple.com/?daddr=45.523100,-122.676500&dirflg=d',
    );
  });

  it('hands Android a geo: link, which the person’s chosen maps app opens', () => {
    expect(navigateHref(45.5231, -122.6765, ANDROID)).toBe('geo:45.523100,-122.676500?q=45.523100,-122.676500');
  });

  it('opens OpenStreetMap’s directions in any other browser', () => {
    expect(navigateHref(45.5231, -122.6765, DESKTOP)).toBe(
      'https://www.openstreetmap.org/directions?to=45.523100%2C-122.676500',
    );
  });
});
