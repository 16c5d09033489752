/** A push pin drawn in SVG: an emoji pin needs a colour-emoji font the machine may lack (it drew a box). */
export function PinIcon() {
  return (
    <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M10.3 1.2l4.5 4.5-1.4.6-2.6 2.6.4 3.1-1.2 1.2-3-3-3.6 3.6H2.9v-.5L6.5 9.7l-3-3 1.2-1.2 3.1.4 2.6-2.6z"
      />
    </svg>
  );
}
