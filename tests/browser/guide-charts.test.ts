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

/** The source of a demo file, for the tests that compute what a demo must show from its own data. */
function demoSource(file: string): string {
  return readFileSync(path.join(DEMOS, file), 'utf8');
}

/** Moves the pointer to the middle of an element once it has stopped moving (entry animations end first). */
async function hoverCentre(page: Page, element: Locator): Promise<void> {
  await boxSettled(element);
  const box = (await element.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
}

describe('charts guide: one interaction per page (one shared page)', () => {
  it('sankey: clicking a node reports its name and the flow through it', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/sankey/', 'SankeyClick', '.MuiSankeyChart-node');
    // The flow into "Cart" is the sum of the links whose target is Cart.
    const links = [...demoSource('SankeyClick.tsx').matchAll(/target: '([^']+)', value: (\d+)/g)];
    const intoCart = links
      .filter((match) => match[1] === 'Cart')
      .reduce((sum, match) => sum + Number(match[2]), 0);
    expect(intoCart).toBeGreaterThan(0);
    // The node's group carries its id; the rectangle inside it has the node class.
    const cart = root.locator('g[data-node="Cart"] > .MuiSankeyChart-node');
    await boxSettled(cart);
    await cart.click({ force: true });
    await eventually(() => root.getByTestId('sankey-clicked').innerText(), `Node Cart: ${intoCart} visits`);
  });

  it('scatter: hovering a point shows its player in the tooltip, clicking it reports the values', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/scatter/', 'ScatterClick', '.MuiScatterChart-marker');
    const players = [...demoSource('ScatterClick.tsx').matchAll(/\{ id: '([^']+)', x: (\d+), y: (\d+) \}/g)];
    expect(players.length).toBeGreaterThan(2);
    const [, name, minutes, goals] = players[2];
    const marker = root.locator('.MuiScatterChart-marker').nth(2);
    await hoverCentre(page, marker);
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await tooltip.waitFor({ state: 'visible', timeout: 5000 });
    await eventually(async () => {
      const text = await tooltip.innerText();
      return text.includes(minutes) && text.includes(goals);
    }, true);
    await page.mouse.down();
    await page.mouse.up();
    await eventually(
      () => root.getByTestId('scatter-clicked').innerText(),
      `${name}: ${goals} goals in ${minutes} minutes`,
    );
  });

  it('funnel: hovering a section highlights it and fades the others, until fade is set to none', async () => {
    const page = await chartsPage();
    const root = await openDemo(
      page,
      'react-charts/funnel/',
      'FunnelHighlight',
      'svg.MuiChartsSurface-root path',
    );
    const stages = [...demoSource('FunnelHighlight.tsx').matchAll(/\{ label: '[^']+', value: \d+ \}/g)]
      .length;
    expect(stages).toBeGreaterThan(1);
    const sections = root.locator(
      'svg.MuiChartsSurface-root path[data-highlighted], svg.MuiChartsSurface-root path[data-faded]',
    );
    const counts = async () => ({
      highlighted: await root.locator('svg.MuiChartsSurface-root path[data-highlighted]').count(),
      faded: await root.locator('svg.MuiChartsSurface-root path[data-faded]').count(),
    });
    // The widest section is the first one, at the top of the funnel.
    const surface = root.locator('svg.MuiChartsSurface-root').first();
    await boxSettled(surface);
    const box = (await surface.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.12);
    await eventually(counts, { highlighted: 1, faded: stages - 1 });
    await root.getByRole('combobox', { name: 'fade' }).click();
    await page.getByRole('option', { name: 'none', exact: true }).click();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height * 0.12);
    await eventually(counts, { highlighted: 1, faded: 0 });
    expect(await sections.count()).toBe(1);
  });

  it('tooltip: a button opens the controlled tooltip on its slice, Close closes it', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/tooltip/', 'TooltipControlled', '.MuiPieArc-root, path');
    const groups = [...demoSource('TooltipControlled.tsx').matchAll(/label: '([^']+)', value: (\d+)/g)];
    const [, label, seats] = groups[2];
    await root.getByRole('button', { name: label, exact: true }).click();
    const tooltip = page.locator('.MuiChartsTooltip-root').first();
    await tooltip.waitFor({ state: 'visible', timeout: 5000 });
    await eventually(async () => {
      const text = await tooltip.innerText();
      return text.includes(label) && text.includes(seats);
    }, true);
    await root.getByRole('button', { name: 'Close', exact: true }).click();
    await tooltip.waitFor({ state: 'hidden', timeout: 5000 });
  });

  it('radar: clicking a mark reports its hotel, metric and rating', async () => {
    const page = await chartsPage();
    const mark = '.MuiRadarChart-seriesMark, .MuiRadarSeriesPlot-mark';
    const root = await openDemo(page, 'react-charts/radar/', 'RadarClick', mark);
    const source = demoSource('RadarClick.tsx');
    const metrics = [...(/const metrics = \[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
      (m) => m[1],
    );
    const firstHotel = /label: '([^']+)', data: \[([^\]]*)\]/.exec(source)!;
    const ratings = firstHotel[2].split(',').map((value) => value.trim());
    // Marks are drawn series by series, in metric order: the first one is the first hotel's first metric.
    const first = root.locator(mark).first();
    await boxSettled(first);
    await first.click({ force: true });
    await eventually(
      () => root.getByTestId('radar-clicked').innerText(),
      `${firstHotel[1]}, ${metrics[0]}: ${ratings[0]}`,
    );
  });

  it('composition: switching the series type swaps the bars for a line with one mark per value', async () => {
    const page = await chartsPage();
    const root = await openDemo(
      page,
      'react-charts/composition/',
      'CompositionSwitchType',
      '.MuiBar-element',
    );
    const values = arrayInDemo('CompositionSwitchType.tsx', 'downloads');
    await eventually(() => visibleBars(root), values.length);
    await root.getByRole('button', { name: 'line', exact: true }).click();
    await eventually(() => root.locator('.MuiLineChart-mark').count(), values.length);
    await eventually(() => visibleBars(root), 0);
    expect(await root.locator('.MuiLineChart-line').count()).toBe(1);
  });

  it('styling: raising the margin moves the drawing area by the same number of pixels', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/styling/', 'StylingMargin', '.MuiChartsAxis-tickLabel');
    // A vertical line has no width, so Playwright's boxes (visible elements only) do not apply: read the DOM's.
    const axisLine = root.locator('.MuiChartsAxis-directionY .MuiChartsAxis-line').first();
    const offset = () =>
      root.evaluate((live) => {
        const line = live
          .querySelector('.MuiChartsAxis-directionY .MuiChartsAxis-line')!
          .getBoundingClientRect();
        const svg = live.querySelector('svg.MuiChartsSurface-root')!.getBoundingClientRect();
        return Math.round(line.x - svg.x);
      });
    await boxSettled(axisLine);
    const before = await offset();
    const start = Number(/useState\((\d+)\)/.exec(demoSource('StylingMargin.tsx'))![1]);
    // The slider's End key sets its maximum.
    const max = Number(/max=\{(\d+)\}/.exec(demoSource('StylingMargin.tsx'))![1]);
    await root.getByRole('slider').focus();
    await page.keyboard.press('End');
    await eventually(() => root.getByText(/^margin:/).innerText(), `margin: ${max} px`);
    await eventually(offset, before + (max - start));
  });

  it('heatmap: clicking a cell reports its room, slot and bookings', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/heatmap/', 'HeatmapRoomClick', '.MuiHeatmap-cell');
    const source = demoSource('HeatmapRoomClick.tsx');
    const names = (name: string) =>
      [...(new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
        (match) => match[1],
      );
    const rooms = names('rooms');
    const slots = names('slots');
    const booked = [
      ...(/const booked = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '').matchAll(/\[([^\]]*)\]/g),
    ].map((row) => row[1].split(',').map((value) => Number(value.trim())));
    // Cells follow the data: room by room, each room's slots in order.
    const room = 1;
    const slot = 1;
    const cell = root.locator('.MuiHeatmap-cell').nth(room * slots.length + slot);
    await boxSettled(cell);
    await cell.click({ force: true });
    await eventually(
      () => root.getByRole('status').innerText(),
      `${rooms[room]} at ${slots[slot]}: ${booked[room][slot]} seats booked`,
    );
  });

  it('gauge: moving the setpoint slider changes the value the gauge prints', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/gauge/', 'GaugeThermostat', '.MuiGauge-valueText');
    const start = Number(/useState\((\d+)\)/.exec(demoSource('GaugeThermostat.tsx'))![1]);
    const text = root.locator('.MuiGauge-valueText').first();
    await eventually(() => text.textContent(), `${start} °C`);
    await root.getByRole('slider').focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight');
    await eventually(() => text.textContent(), `${start + 3} °C`);
    expect(await root.getByRole('slider').getAttribute('aria-valuenow')).toBe(String(start + 3));
  });

  it('animation: with skipAnimation on, new data is drawn at once in the right proportions', async () => {
    const page = await chartsPage();
    const root = await openDemo(page, 'react-charts/animation/', 'AnimationData', '.MuiBar-element');
    const winter = /Winter: \[([^\]]*)\]/.exec(demoSource('AnimationData.tsx'))![1].split(',').map(Number);
    await root.getByLabel('skipAnimation').check();
    await root.getByRole('button', { name: 'Winter', exact: true }).click();
    // Skipped animation: the next frames already hold the final heights, proportional to the data.
    await settled(page);
    const heights = await root
      .locator('.MuiBar-element')
      .evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().height));
    expect(heights).toHaveLength(winter.length);
    const unit = heights[3] / winter[3];
    heights.forEach((height, index) => expect(Math.abs(height - winter[index] * unit)).toBeLessThan(1.5));
  });

  it('range bar: clicking a shift reports the employee and the hours of that range', async () => {
    const page = await chartsPage();
    const recorder = recordConsole(page);
    const root = await openDemo(page, 'react-charts/range-bar/', 'RangeBarClick', '.MuiRangeBar-root rect');
    const source = demoSource('RangeBarClick.tsx');
    const staff = [...(/const staff = \[([^\]]*)\]/.exec(source)?.[1] ?? '').matchAll(/'([^']+)'/g)].map(
      (m) => m[1],
    );
    const shifts = [
      ...(/const shifts: \[number, number\]\[\] = \[([\s\S]*?)\];/.exec(source)?.[1] ?? '').matchAll(
        /\[(\d+), (\d+)\]/g,
      ),
    ].map((m) => [Number(m[1]), Number(m[2])]);
    expect(shifts).toHaveLength(staff.length);
    const bars = root.locator('g[data-series="shifts"] rect');
    await eventually(() => bars.count(), staff.length);
    // Horizontal ranges: each bar's width is proportional to the length of its shift.
    const third = bars.nth(2);
    await boxSettled(third);
    const widths = await bars.evaluateAll((rects) => rects.map((rect) => rect.getBoundingClientRect().width));
    const unit = widths[0] / (shifts[0][1] - shifts[0][0]);
    widths.forEach((width, index) =>
      expect(Math.abs(width - (shifts[index][1] - shifts[index][0]) * unit)).toBeLessThan(1.5),
    );
    await third.click({ force: true });
    const hour = (value: number) => `${String(value).padStart(2, '0')}:00`;
    await eventually(
      () => root.getByTestId('range-bar-click-status').innerText(),
      `${staff[2]} works ${hour(shifts[2][0])}–${hour(shifts[2][1])} (series "shifts", index 2).`,
    );
    expect(recorder.errors.filter((error) => !error.includes('Missing license key'))).toEqual([]);
  });
});
