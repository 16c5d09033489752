/**
 * The address that opens the phone's own maps app with directions to a point: Apple Maps on an
 * iPhone or iPad, the `geo:` link Android hands to whichever maps app the person chose, and
 * OpenStreetMap's directions in a browser that is neither (an office computer).
 */
export function navigateHref(latitude: number, longitude: number, userAgent: string): string {
  const point = `${latitude.toFixed(6)},${longitude.toFixed(6)}`;
  if (/iPhone|iPad|iPod/.test(userAgent)) return `https://maps.apple.com/?daddr=${point}&dirflg=d`;
  if (/Android/.test(userAgent)) return `geo:${point}?q=${point}`;
  return `https://www.openstreetmap.org/directions?to=${encodeURIComponent(point)}`;
}
