import { createContext, useContext } from 'react';
import { DEFAULT_PLACEHOLDER_HOURS } from '../../shared/contract/org';
import { formatHours } from '../lib/format';

/**
 * The hours a placement nobody estimated books on its day (the organization's `placeholderHours`):
 * the board calls them held. The board page provides them from GET /org.
 */
export const PlaceholderHoursContext = createContext<number>(DEFAULT_PLACEHOLDER_HOURS);
export const usePlaceholderHours = () => useContext(PlaceholderHoursContext);

/** A card's hours when nobody estimated them: "? h (2 h held)". */
export const heldHoursShort = (placeholderHours: number) => `? h (${formatHours(placeholderHours)} held)`;

/** The same in words, for the card's title and screen readers. */
export const heldHoursSentence = (placeholderHours: number) =>
  `Not estimated: ${formatHours(placeholderHours)} held on its day until someone estimates it`;
