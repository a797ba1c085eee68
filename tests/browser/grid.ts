/**
 * Helpers the Data Grid guide suites share: when a grid demo is ready, and what a column shows.
 */
import type { Locator } from 'playwright-core';

/** A grid demo is ready once its first data row is shown (the `ready` selector of `openDemo`). */
export const GRID_READY = '[role="row"][data-id]';

/** Text of one column's cells in the rendered data rows, in the order they are shown. */
export async function columnText(grid: Locator, field: string): Promise<string[]> {
  const texts = await grid
    .locator(`[role="row"][data-id] [role="gridcell"][data-field="${field}"]`)
    .allInnerTexts();
  return texts.map((text) => text.trim());
}
