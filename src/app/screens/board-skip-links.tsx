/** A part of the dispatch screen a keyboard user may jump to: the id of an element that takes focus (tabIndex -1). */
interface SkipTarget {
  id: string;
  label: string;
}

/**
 * "Skip to the queue / the board / fit" at the top of the dispatch screen, shown when focused: the
 * board's hundreds of cells lie between the header and the queue in tab order.
 */
export function BoardSkipLinks({ targets }: { targets: readonly SkipTarget[] }) {
  return (
    <nav className="board-skip" aria-label="Skip to">
      {targets.map((target) => (
        <a
          key={target.id}
          href={`#${target.id}`}
          onClick={(event) => {
            // Focus, not the address's hash: the router owns the address.
            event.preventDefault();
            document.getElementById(target.id)?.focus();
          }}
        >
          {target.label}
        </a>
      ))}
    </nav>
  );
}
