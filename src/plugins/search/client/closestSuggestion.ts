/**
 * Stands in for the search theme's suggestion template: the same suggestion, and before the first
 * one a note when the worker found the query's words only by a near spelling (./worker.ts marks
 * that result `closest`), so a typo shows the closest sections and says they are not an exact match.
 */
import {SuggestionTemplate as themeSuggestion} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SuggestionTemplate.js';
import styles from './closestSuggestion.module.css';

/** The note's text, also read by the browser test. */
export const CLOSEST_NOTE = 'No exact match. Closest sections:';

export function SuggestionTemplate(
  result: Parameters<typeof themeSuggestion>[0] & {closest?: boolean},
): string {
  const suggestion = themeSuggestion(result);
  return result.closest
    ? `<span class="${styles.note}">${CLOSEST_NOTE}</span>${suggestion}`
    : suggestion;
}
