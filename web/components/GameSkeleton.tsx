/**
 * What the game page shows while the game (or its board's code) loads: the shapes of the
 * header, the seat chips, the board and the decision bar, where they will be, so the page does
 * not jump when they arrive. Screen readers hear the loading line.
 */
export function GameSkeleton({ label, seats = 3 }: { label: string; seats?: number }) {
  return (
    <div className="game-skeleton" role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      <div aria-hidden="true">
        <div className="skeleton skeleton-title" />
        <div className="skeleton skeleton-status" />
        <ul className="skeleton-seats">
          {Array.from({ length: seats }, (_, i) => (
            <li key={i} className="skeleton skeleton-chip" />
          ))}
        </ul>
        <div className="skeleton skeleton-board" />
        <div className="skeleton-prompt">
          <div className="skeleton skeleton-line" />
          <div className="skeleton skeleton-button" />
        </div>
      </div>
    </div>
  );
}
