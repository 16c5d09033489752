import { shortDayWords } from '../../../shared/domain/visit-notices';

/** The card's customer was told this day (visit notices): an envelope, "Customer told Tue Dec 1". */
export function ToldMark({ day, told }: { day: string; told: boolean }) {
  if (!told) return null;
  const words = `Customer told ${shortDayWords(day)}`;
  return (
    <>
      <span className="board-card__told" aria-hidden="true" title={words}>
        ✉
      </span>
      <span className="visually-hidden">, {words}</span>
    </>
  );
}
