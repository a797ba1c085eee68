/**
 * Charts guide: the live demos of the charts pages draw what their data says. Reads the real SVG of
 * the production build: bar and arc counts against the demo's own data, the tooltip of a hovered bar, legend
 * toggling, and the visible x-axis range of the zoom demos.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { boxSettled, browserSuite, recordConsole, openDemo, settled } from './support';
import { eventually } from './eventually';

const DEMOS = path.resolve(__dirname, '../../docs/react-charts');

/** The numbers of the array literal assigned to `name` in a demo file, so counts follow the demo's data. */
function arrayInDemo(file: string, name: string): number[] {
  const source = readFileSync(path.join(DEMOS, file), 'utf8');
  const literal = new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1];
  if (!literal) throw new Error(`${file}: no array literal named ${name}`);
  return literal.split(',').map((item) => Number(item.trim()));
}

/** How many `{ id: … value: … }` items the array literal `name` of a demo file holds. */
function itemCountInDemo(file: string, name: string): number {
  const source = readFileSync(path.join(DEMOS, file), 'utf8');
  const literal = new RegExp(`const ${name} = \\[([\\s\\S]*?)\\];`).exec(source)?.[1];
  if (!literal) throw new Error(`${file}: no array literal named ${name}`);
  return [...literal.matchAll(/\bvalue:/g)].length;
}

const suite = browserSuite();
const VIEWPORT = { width: 1280, height: 900 };

/**
 * The suite's one page: every test opens its demo with a fresh navigation, so sharing the page costs nothing in
 * isolation and saves a browser context per test.
 */
async function chartsPage(): Promise<Page> {
  return (await suite.sharedPage({ viewport: VIEWPORT })).page;
}

/** Bars that are drawn: hidden series keep no visible rectangle. */
async function visibleBars(root: Locator): Promise<number> {
  return root.locator('.MuiBar-element').evaluateAll(
    (bars) =>
      bars.filter((bar) => {
        const box = bar.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(bar).visibility !== 'hidden';
      }).length,
  );
}

async function xTickLabels(root: Locator): Promise<string[]> {
  return root
    .locator('.MuiChartsAxis-directionX .MuiChartsAxis-tickLabel')
    .evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
}

describe('charts guide: bar charts', () => {
  it('the basic bar chart draws one bar per value of its data', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/bars/', 'BarsBasic', '.MuiBar-element');
    const values = arrayInDemo('BarsBasic.tsx', 'unitsSold');
    expect(values.length).toBeGreaterThan(0);
    await eventually(() => visibleBars(root), values.length);
  });

  it('hovering a bar shows a tooltip with that bar’s category and value', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/bars/', 'BarsBasic', '.MuiBar-element');
    const values = arrayInDemo('BarsBasic.tsx', 'unitsSold');
    // Aim once the bar has finished growing.
    const third = root.locator('.MuiBar-element').nth(2);
    await boxSettled(third);
    const box = await third.boundingBox();
    expect(box).not.toBeNull();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height - 4);
    const tooltip = page.locator('.MuiChartsTooltip-root');
    await tooltip.first().waitFor({ state: 'visible', timeout: 5000 });
    const text = await tooltip.first().innerText();
    expect(text).toContain('Q3');
    expect(text).toContain(String(values[2]));
    // Another bar, another value.
    const first = await root.locator('.MuiBar-element').nth(0).boundingBox();
    await page.mouse.move(first!.x + first!.width / 2, first!.y + first!.height - 4);
    await eventually(async () => (await tooltip.first().innerText()).includes(String(values[0])), true);
  });
});

describe('charts guide: legend toggling', () => {
  it('clicking a legend item hides its series, clicking it again shows it', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/legend/', 'LegendToggle', '.MuiBar-element');
    // Three series of six months each.
    await eventually(() => visibleBars(root), 18);
    const tram = root.getByRole('button', { name: 'Tram' });
    await tram.click();
    await eventually(() => visibleBars(root), 12, 8000);
    await tram.click();
    await eventually(() => visibleBars(root), 18, 8000);
  });

  it('the controlled demo starts with its hidden series and reports legend clicks', async () => {
    const page = await chartsPage();
    const root = await openDemo(
      page,
      'react-charts/legend/',
      'LegendControlledHidden',
      'svg.MuiChartsSurface-root',
    );
    await eventually(() => root.getByText(/^Hidden:/).innerText(), 'Hidden: returns');
    await root.getByRole('button', { name: 'Reviews' }).click();
    await eventually(() => root.getByText(/^Hidden:/).innerText(), 'Hidden: returns, reviews');
    await root.getByRole('button', { name: 'Returns' }).click();
    await eventually(() => root.getByText(/^Hidden:/).innerText(), 'Hidden: reviews');
  });
});

describe('charts guide: zoom and pan', () => {
  it('a wheel over the plot narrows the visible x-axis range', async () => {
    const page = await chartsPage();
    const recorder = recordConsole(page);
    const root = await openDemo(page, 'react-charts/zoom-and-pan/', 'ZoomBasic', '.MuiChartsAxis-tickLabel');
    // Read the ticks once the chart has sized its plot and axis.
    const surface = root.locator('svg.MuiChartsSurface-root').first();
    await boxSettled(surface);
    await boxSettled(root.locator('.MuiChartsAxis-tickLabel').last());
    const before = await xTickLabels(root);
    expect(before.length).toBeGreaterThan(2);
    const box = await surface.boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 3);
    // One wheel step a rendered frame, so the chart handles each as a reader's separate step.
    for (let step = 0; step < 6; step += 1) {
      await page.mouse.wheel(0, -200);
      await settled(page);
    }
    // Zoomed in: the ticks now fall on days within a shorter span, so the labels change.
    await eventually(async () => JSON.stringify(await xTickLabels(root)) !== JSON.stringify(before), true);
    // The paid package logs its missing-license notice; nothing else may be logged as an error.
    expect(recorder.errors.filter((error) => !error.includes('Missing license key'))).toEqual([]);
  });

  it('the controlled zoom follows its buttons and reports wheel zooming', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/zoom-and-pan/', 'ZoomControlled', '.MuiBar-element');
    const status = root.getByText(/^Showing/);
    await eventually(() => status.innerText(), 'Showing 75% to 100%');
    // Two weeks of 56 days are visible: 14 bars.
    await eventually(() => visibleBars(root), 14);
    await root.getByRole('button', { name: 'All weeks' }).click();
    await eventually(() => status.innerText(), 'Showing 0% to 100%');
    await eventually(() => visibleBars(root), 56);
    const box = await root.locator('svg.MuiChartsSurface-root').first().boundingBox();
    await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
    for (let step = 0; step < 5; step += 1) {
      await page.mouse.wheel(0, -200);
      await settled(page);
    }
    await eventually(async () => (await status.innerText()) !== 'Showing 0% to 100%', true);
    expect(await visibleBars(root)).toBeLessThan(56);
  });
});

describe('charts guide: pie charts', () => {
  it.each([
    ['PieBasic', 'budget'],
    ['PieDonut', 'browsers'],
  ])('%s draws one arc per data item', async (demo, dataName) => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/pie/', demo, '.MuiPieChart-arc');
    const expected = itemCountInDemo(`${demo}.tsx`, dataName);
    expect(expected).toBeGreaterThan(0);
    await eventually(() => root.locator('.MuiPieChart-arc').count(), expected);
  });
});

describe('charts guide: toolbar and brush', () => {
  it('the toolbar’s zoom-in button narrows the visible x-axis range', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/toolbar/', 'ToolbarBasic', '.MuiChartsAxis-tickLabel');
    await boxSettled(root.locator('svg.MuiChartsSurface-root').first());
    await boxSettled(root.locator('.MuiChartsAxis-tickLabel').last());
    const before = await xTickLabels(root);
    expect(before.length).toBeGreaterThan(2);
    const toolbar = root.getByRole('toolbar');
    await toolbar.getByRole('button', { name: 'Zoom in' }).click();
    await toolbar.getByRole('button', { name: 'Zoom in' }).click();
    await eventually(async () => JSON.stringify(await xTickLabels(root)) !== JSON.stringify(before), true);
    // Zoomed in, the way back is open.
    expect(await toolbar.getByRole('button', { name: 'Zoom out' }).isEnabled()).toBe(true);
  });

  it('a brush drawn over the whole scatter plot lists every apartment', async () => {
    const page = await chartsPage();
    // A tick label, not an axis line: a horizontal line has no height, so Playwright never sees it as visible.
    const root = await openDemo(page, 'react-charts/brush/', 'BrushApartments', '.MuiChartsAxis-tickLabel');
    const source = readFileSync(path.join(DEMOS, 'BrushApartments.tsx'), 'utf8');
    const literal = /const apartments: Apartment\[\] = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '';
    const names = [...literal.matchAll(/name: '([^']+)'/g)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    // The axis lines bound the drawing area: drag from just inside its top-left corner to its bottom-right one.
    const xLine = root.locator('.MuiChartsAxis-directionX .MuiChartsAxis-line').first();
    const yLine = root.locator('.MuiChartsAxis-directionY .MuiChartsAxis-line').first();
    await boxSettled(xLine);
    const xBox = (await xLine.boundingBox())!;
    const yBox = (await yLine.boundingBox())!;
    await page.mouse.move(xBox.x + 3, yBox.y + 3);
    await page.mouse.down();
    await page.mouse.move(xBox.x + xBox.width / 2, yBox.y + yBox.height / 2, { steps: 5 });
    await page.mouse.move(xBox.x + xBox.width - 3, yBox.y + yBox.height - 3, { steps: 5 });
    await page.mouse.up();
    const selection = root.getByTestId('brush-selection');
    await eventually(() => selection.locator('h6').first().innerText(), `${names.length} selected`);
    expect(await selection.locator('li').count()).toBe(names.length);
    expect(await selection.innerText()).toContain(names[names.length - 1]);
  });
});

describe('charts guide: axes, lines and legend callbacks (one shared page)', () => {
  async function yTickLabels(root: Locator): Promise<string[]> {
    return root
      .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel')
      .evaluateAll((labels) => labels.map((label) => label.textContent ?? ''));
  }

  it('switching the y-axis to a log scale changes its ticks', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/axis/', 'AxisScaleSwitch', '.MuiChartsAxis-tickLabel');
    await boxSettled(root.locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel').last());
    const linear = await yTickLabels(root);
    expect(linear.length).toBeGreaterThan(2);
    await root.getByRole('button', { name: 'log' }).click();
    await eventually(async () => JSON.stringify(await yTickLabels(root)) !== JSON.stringify(linear), true);
    expect(await root.getByRole('button', { name: 'log' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('clicking a point of a line reports its month and value', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/lines/', 'LinesClick', '.MuiLineChart-mark');
    const orders = arrayInDemo('LinesClick.tsx', 'orders');
    const third = root.locator('.MuiLineChart-mark').nth(2);
    await boxSettled(third);
    await third.click({ force: true });
    await eventually(() => root.getByRole('status').innerText(), `Point clicked: Mar, ${orders[2]} orders`);
  });

  it('hiding a slice from the legend reports the remaining total', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/legend/', 'LegendVisibilityCallback', '.MuiPieChart-arc');
    const source = readFileSync(path.join(DEMOS, 'LegendVisibilityCallback.tsx'), 'utf8');
    const items = [...source.matchAll(/value: (\d+), label: '([^']+)'/g)].map((match) => ({
      value: Number(match[1]),
      label: match[2],
    }));
    expect(items.length).toBeGreaterThan(1);
    const total = items.reduce((sum, item) => sum + item.value, 0);
    const status = root.getByTestId('budget-total');
    await eventually(() => status.innerText(), `Shown: ${items.length} of ${items.length} items, ${total} €`);
    await root.getByRole('button', { name: items[0].label }).click();
    await eventually(
      () => status.innerText(),
      `Shown: ${items.length - 1} of ${items.length} items, ${total - items[0].value} €`,
    );
  });
});
