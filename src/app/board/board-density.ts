import { createContext, useCallback, useContext, useState } from 'react';

/**
 * How much the board shows per card: compact (one line: job number, street, hours; the week of
 * eight crews on one laptop screen) or comfortable (two lines with the whole site label).
 */
export type BoardDensity = 'compact' | 'comfortable';
export const boardDensities: readonly BoardDensity[] = ['compact', 'comfortable'];

const STORAGE_KEY = 'canopy.boardDensity';

const stored = (): BoardDensity => {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'comfortable' ? 'comfortable' : 'compact';
  } catch {
    return 'compact';
  }
};

/** The dispatcher's choice, kept in this browser across visits (a private window may refuse storage: then it lasts the visit). */
export function useBoardDensity(): [BoardDensity, (density: BoardDensity) => void] {
  const [density, setDensity] = useState(stored);
  const choose = useCallback((next: BoardDensity) => {
    setDensity(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Storage refused: the choice holds for this visit.
    }
  }, []);
  return [density, choose];
}

export const BoardDensityContext = createContext<BoardDensity>('compact');
export const useDensity = () => useContext(BoardDensityContext);
