/**
 * Data Grid guide, editing pages and recipes: drives the real grids of the persistence, custom edit
 * component, editing events and recipe pages through the UI and asserts what the grid and the simulated servers show.
 */
import type { Locator, Page } from 'playwright-core';
import { browserSuite, openDemo, recordConsole } from './support';
import { eventually } from './eventually';
import { GRID_READY, columnText } from './grid';

const suite = browserSuite();

function cell(grid: Locator, rowId: number, field: string): Locator {
  return grid.locator(`[role="row"][data-id="${rowId}"] [role="gridcell"][data-field="${field}"]`);
}

async function text(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Double-clicks a cell, types a value into its editor and presses Enter. */
async function editCell(target: Locator, value: string): Promise<void> {
  await target.dblclick();
  const input = target.locator('input');
  await input.fill(value);
  await input.press('Enter');
}

function status(page: Page, demo: string): Locator {
  return page.locator(`[data-demo="${demo}"] [role="region"] [role="status"]`);
}

describe('Data Grid guide: editing overview', () => {
  it('a cell edited and committed with Enter keeps its new value once the editor closes', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/editing/', 'CellEditingGrid', GRID_READY);
    const quantity = cell(grid, 1, 'quantity');
    expect(await text(quantity)).toBe('2');
    await editCell(quantity, '7');
    // Back in view mode: no input left in the cell, and the committed value shown.
    await quantity.locator('input').waitFor({ state: 'detached' });
    await eventually(() => text(quantity), '7');
    // The value stays after the focus moves on to another row.
    await cell(grid, 2, 'item').click();
    expect(await text(quantity)).toBe('7');
  }, 60000);
});

describe('Data Grid guide: editing persistence', () => {
  it('confirmed updates show the value the server stored, and keep a refused value in the editor', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const problems = recordConsole(page);
    const grid = await openDemo(
      page,
      'react-data-grid/editing/persistence/',
      'PersistenceConfirmedGrid',
      GRID_READY,
    );
    const price = cell(grid, 1, 'price');
    expect(await text(price)).toBe('12.5');

    // The server rounds to cents: the grid shows its answer, not what was typed.
    await editCell(price, '13.499');
    await eventually(
      () => text(status(page, 'PersistenceConfirmedGrid')),
      'Server confirmed Ceramic mug: 13.5 €, 140 in stock.',
    );
    expect(await text(price)).toBe('13.5');
    expect(await price.locator('input').count()).toBe(0);

    await editCell(price, '0');
    await eventually(
      () => text(status(page, 'PersistenceConfirmedGrid')),
      'The server refused the change: prices must be above zero.',
    );
    expect(await price.locator('input').inputValue()).toBe('0');
    await price.locator('input').press('Escape');
    await eventually(() => text(price), '13.5');
    expect(problems.errors).toEqual([]);
  }, 60000);

  it('an optimistic update shows at once, is confirmed by the server, and a refused one rolls back with its error', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/editing/persistence/',
      'PersistenceOptimisticGrid',
      GRID_READY,
    );
    const estimate = cell(grid, 2, 'estimate');
    expect(await text(estimate)).toBe('5');

    await editCell(estimate, '6');
    await eventually(
      () => text(status(page, 'PersistenceOptimisticGrid')),
      'Server confirmed “Review the checkout flow” (6 h).',
    );
    expect(await text(estimate)).toBe('6');

    await editCell(estimate, '60');
    // Shown before the server answers (it takes 800 ms), and the status says it is on its way.
    await eventually(() => text(estimate), '60', 700);
    expect(await text(status(page, 'PersistenceOptimisticGrid'))).toBe('Saving “Review the checkout flow”…');
    await eventually(
      () => text(status(page, 'PersistenceOptimisticGrid')),
      'Rolled back: Estimates above 40 hours must be split (got 60).',
    );
    expect(await text(estimate)).toBe('6');
  }, 60000);

  it('the confirmation dialog keeps or discards the edit', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/editing/persistence/',
      'PersistenceConfirmDialogGrid',
      GRID_READY,
    );
    const salary = cell(grid, 2, 'salary');
    await editCell(salary, '70000');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await text(dialog.locator('.MuiDialogContentText-root'))).toBe(
      'Bruno Costa: salary from “64000” to “70000”.',
    );
    await dialog.getByRole('button', { name: 'No, discard' }).click();
    await eventually(() => text(salary), '64,000');
    await dialog.waitFor({ state: 'hidden' });

    await editCell(salary, '70000');
    await dialog.getByRole('button', { name: 'Yes, save' }).click();
    await eventually(() => text(salary), '70,000');
  }, 60000);
});

describe('Data Grid guide: editing events', () => {
  const log = (page: Page) =>
    page.locator('[data-demo="EditingEventsLogGrid"] ol[aria-label="Editing events"] li').allInnerTexts();

  it('logs the events of one cell edit, then of one row edit, in order', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/editing/editing-events/',
      'EditingEventsLogGrid',
      GRID_READY,
    );
    await editCell(cell(grid, 1, 'gate'), 'A14');
    await eventually(() => text(cell(grid, 1, 'gate')), 'A14');
    expect(await log(page)).toEqual([
      'cellEditStart: gate (cellDoubleClick)',
      'cellEditStop: gate (enterKeyDown)',
      'processRowUpdate: row 1',
    ]);

    await grid.getByRole('button', { name: 'Row editing' }).click();
    await eventually(() => log(page), []);
    const delay = cell(grid, 2, 'delay');
    await delay.dblclick();
    await delay.locator('input').fill('25');
    await delay.locator('input').press('Enter');
    await eventually(() => text(delay), '25');
    expect(await log(page)).toEqual([
      'rowEditStart: row 2 (cellDoubleClick)',
      'rowEditStop: row 2 (enterKeyDown)',
      'processRowUpdate: row 2',
    ]);
  }, 60000);

  it('a click outside the edited cell is ignored; Enter still commits', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/editing/editing-events/',
      'EditingEventsPreventStopGrid',
      GRID_READY,
    );
    const note = cell(grid, 1, 'note');
    await note.dblclick();
    await note.locator('input').fill('Deliver after 10:00.');
    await cell(grid, 3, 'customer').click();
    await eventually(
      () => text(status(page, 'EditingEventsPreventStopGrid')),
      'Clicks outside the edited cell ignored: 1',
    );
    expect(await note.locator('input').inputValue()).toBe('Deliver after 10:00.');
    await note.locator('input').press('Enter');
    await eventually(() => text(note), 'Deliver after 10:00.');
    expect(await note.locator('input').count()).toBe(0);
  }, 60000);
});

describe('Data Grid guide: custom edit components', () => {
  it('the rating editor writes the chosen stars into the row', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/editing/custom-edit-component/',
      'CustomEditRatingGrid',
      GRID_READY,
    );
    const stars = cell(grid, 2, 'stars');
    expect(await stars.getByRole('img').getAttribute('aria-label')).toBe('3 Stars');
    await stars.dblclick();
    await stars.locator('label', { hasText: '5 Stars' }).click();
    await stars.getByRole('radio', { name: '5 Stars' }).press('Enter');
    await eventually(() => stars.getByRole('img').getAttribute('aria-label'), '5 Stars');
  }, 60000);

  it('the select editor commits as soon as an option is chosen', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/editing/custom-edit-component/',
      'CustomEditSelectGrid',
      GRID_READY,
    );
    const statusCell = cell(grid, 1, 'status');
    await statusCell.dblclick();
    await page.getByRole('option', { name: 'Blocked' }).click();
    await eventually(() => text(statusCell), 'Blocked');
    expect(await statusCell.getByRole('combobox').count()).toBe(0);
  }, 60000);
});

describe('Data Grid guide: editing recipes', () => {
  it('bulk editing keeps edits until Discard restores the rows', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(page, 'react-data-grid/recipes-editing/', 'EditRecipeBulkGrid', GRID_READY);
    await editCell(cell(grid, 1, 'seat'), '21F');
    await editCell(cell(grid, 3, 'seat'), '3A');
    await eventually(() => text(status(page, 'EditRecipeBulkGrid')), '2 unsaved rows');
    expect(await columnText(grid, 'seat')).toEqual(['21F', '12B', '3A', '15D']);
    await grid.getByRole('button', { name: 'Discard' }).click();
    await eventually(() => columnText(grid, 'seat'), ['12A', '12B', '14C', '15D']);

    await editCell(cell(grid, 2, 'seat'), '1C');
    await grid.getByRole('button', { name: 'Save' }).click();
    await eventually(() => text(status(page, 'EditRecipeBulkGrid')), 'Saved 1 row.');
    expect(await columnText(grid, 'seat')).toEqual(['12A', '1C', '14C', '15D']);
  }, 60000);

  it('a single click starts editing', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/recipes-editing/',
      'EditRecipeSingleClickGrid',
      GRID_READY,
    );
    const shelf = cell(grid, 2, 'shelf');
    await shelf.click();
    const input = shelf.locator('input');
    await input.waitFor();
    await input.fill('D7');
    await cell(grid, 3, 'count').click();
    await eventually(() => text(shelf), 'D7');
    expect(await cell(grid, 3, 'count').locator('input').count()).toBe(1);
  }, 60000);
});

describe('Data Grid guide: filtering recipes', () => {
  it('clicking a value filters the rows by it; Show all clears the filter', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/filtering-recipes/',
      'FilterRecipeCellClickGrid',
      GRID_READY,
    );
    await cell(grid, 1, 'cuisine').getByRole('button', { name: 'Thai' }).click();
    await eventually(() => columnText(grid, 'dish'), ['Pad kra pao', 'Green curry']);
    expect(await text(status(page, 'FilterRecipeCellClickGrid'))).toBe('Cuisine: Thai');
    await grid.getByRole('button', { name: 'Show all' }).click();
    await eventually(async () => (await columnText(grid, 'dish')).length, 6);
  }, 60000);

  it('the summary follows the quick filter', async () => {
    const { page } = await suite.sharedPage({ viewport: { width: 1280, height: 900 } });
    const grid = await openDemo(
      page,
      'react-data-grid/filtering-recipes/',
      'FilterRecipeSummaryGrid',
      GRID_READY,
    );
    await eventually(() => text(status(page, 'FilterRecipeSummaryGrid')), '15 expenses, 1,485 € in total');
    await grid.getByRole('button', { name: 'Search' }).click();
    await grid.getByPlaceholder('Search…').fill('travel');
    await eventually(() => text(status(page, 'FilterRecipeSummaryGrid')), '6 expenses, 483 € in total');
  }, 60000);
});
