/**
 * Safety limits of the live editor (maintainers/writing.md, "Editing a demo in place"). Dependency-free: the demo (main
 * bundle) checks the size before anything is highlighted or compiled, the compiler chunk uses the loop budget.
 */
import { formatLiveEditError, LiveEditError, type FormattedLiveEditError } from './errors';

/**
 * Longest source the editor takes, in characters. The longest demo in docs/ is about 7 kB; every keystroke
 * re-highlights the whole text, so a paste of hundreds of kilobytes would stall the page for seconds.
 */
export const MAX_EDIT_SOURCE_LENGTH = 50_000;

/** How long loops of the edited code may run without the page getting control back, in milliseconds. */
export const LOOP_BUDGET_MS = 1000;

/** The error box's text when a change would make the source longer than MAX_EDIT_SOURCE_LENGTH. */
export function sourceTooLongError(length: number, code: string): FormattedLiveEditError {
  const kilobytes = (value: number) => `${Math.round(value / 1000)} kB`;
  return formatLiveEditError(
    new LiveEditError(
      'limit',
      `That change would make the source ${kilobytes(length)} long; the editor takes up to ${kilobytes(
        MAX_EDIT_SOURCE_LENGTH,
      )}. The change was not applied and the previous text is kept. For larger code, open the demo in StackBlitz.`,
    ),
    code,
  );
}
