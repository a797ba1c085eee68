/**
 * Date and Time Pickers guide: drives the real pickers of the guide's demos and reads the values
 * the demos print. The browser's time zone and locale are fixed in the context, so results never depend on
 * the machine; the time zone demo is also checked from a second zone to show its output does not move.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { boxSettled, browserSuite, openDemo } from './support';
import { eventually } from './eventually';

const suite = browserSuite();
const BUILD_DIR = process.env.DOCS_TEST_BUILD_DIR ?? path.resolve(__dirname, '../../build');

/** The suite's shared page for a fixed locale and this time zone. */
async function newPage(timezoneId = 'Europe/Paris'): Promise<Page> {
  const { page } = await suite.sharedPage({
    viewport: { width: 1280, height: 900 },
    timezoneId,
    locale: 'en-US',
  });
  return page;
}

/** Text without the invisible direction marks the fields put around sections. */
const clean = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069\u200e\u200f]/g, '').trim();

const textOf = async (locator: Locator) => clean(await locator.textContent());

/** A demo further down a page already opened with `openDemo`: scrolled to, mounted, its live area. */
async function demoOnPage(page: Page, name: string): Promise<Locator> {
  const root = page.locator(`[data-demo="${name}"]`);
  await root.scrollIntoViewIfNeeded();
  await page.waitForSelector(`[data-demo="${name}"][data-demo-mounted="true"] [role="region"] > *`, {
    timeout: 20000,
  });
  return root.locator('[role="region"]').first();
}

describe('pickers guide: fields', () => {
  it('types a date section by section into the Date Field and reads the printed value', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-field/', 'DateFieldTyping');
    const printed = demo.getByTestId('passport-value');
    expect(await textOf(printed)).toBe('Value: empty');

    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('08');
    await page.keyboard.type('21');
    // Month and day typed, year still empty: a partly filled field gives onChange null (8.x).
    await eventually(() => demo.getByRole('spinbutton', { name: 'Day' }).getAttribute('aria-valuenow'), '21');
    expect(await textOf(printed)).toBe('Value: empty');
    await page.keyboard.type('2031');
    await eventually(() => textOf(printed), 'Value: Thursday 21 August 2031');
    await expect(demo.getByRole('spinbutton', { name: 'Day' }).getAttribute('aria-valuenow')).resolves.toBe(
      '21',
    );
  });
});

describe('pickers guide: calendars and ranges', () => {
  it('picks a day in the Date Picker calendar and the demo stores it', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-picker/', 'DatePickerCheckIn');
    const printed = demo.getByTestId('check-in-value');
    expect(await textOf(printed)).toBe('Check-in: 2025-06-13');

    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '18', exact: true }).click();
    await eventually(() => textOf(printed), 'Check-in: 2025-06-18');
    // Desktop pickers close on selection.
    await eventually(() => dialog.count(), 0);
  });

  it('picks a start and an end day in the Date Range Picker and the demo prints both ends', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-range-picker/', 'DateRangeStay');
    const printed = demo.getByTestId('stay-value');
    expect(await textOf(printed)).toBe('From 2025-08-04 to 2025-08-11 (7 nights)');

    await demo.getByRole('button', { name: /Choose range/ }).click();
    const dialog = page.getByRole('dialog');
    // Two months side by side; the first one is August 2025.
    const august = dialog.getByRole('grid').first();
    await august.getByRole('gridcell', { name: '20', exact: true }).click();
    await august.getByRole('gridcell', { name: '29', exact: true }).click();
    await eventually(() => textOf(printed), 'From 2025-08-20 to 2025-08-29 (9 nights)');
    await eventually(() => dialog.count(), 0);
  });
});

describe('pickers guide: validation', () => {
  it('shows the weekend message when a Saturday is typed into the delivery picker', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/validation/', 'ValidationDelivery');
    const helper = demo.locator('.MuiFormHelperText-root');
    expect(await textOf(helper)).toBe('Weekdays from 2 June to 31 July 2025.');

    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('06142025');
    await eventually(() => textOf(helper), 'Deliveries do not run at weekends.');
    await expect(demo.locator('.MuiPickersInputBase-root').getAttribute('class')).resolves.toMatch(
      /Mui-error/,
    );

    // Back to a Monday: the error clears.
    await demo.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('19');
    await eventually(() => textOf(helper), 'Weekdays from 2 June to 31 July 2025.');

    // And a date after the season gives the maxDate message.
    await demo.getByRole('spinbutton', { name: 'Month' }).click();
    await page.keyboard.type('08');
    await eventually(() => textOf(helper), 'Delivery slots are open until 31 July 2025.');
  });
});

describe('pickers guide: lifecycle', () => {
  it('logs onOpen, onChange, onAccept and onClose in that order when a day is picked with the keyboard', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/lifecycle/', 'LifecycleEventLog');
    const log = demo.getByTestId('event-log');
    const entries = async () => (await log.locator('li').allTextContents()).map(clean).filter(Boolean);
    expect(await entries()).toEqual([]);

    await demo
      .getByRole('button', { name: /Choose date/ })
      .first()
      .click();
    // Opening moves focus to the selected day (10 June 2025); the keyboard then needs no pointer position.
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''), '10');
    expect(await entries()).toEqual(['1. desktop onOpen']);
    await page.keyboard.press('ArrowDown'); // 17 June
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowRight'); // 20 June
    await eventually(() => page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''), '20');
    // Moving the focus changes nothing: only choosing a day does.
    expect(await entries()).toEqual(['1. desktop onOpen']);
    await page.keyboard.press('Enter');
    await eventually(entries, [
      '1. desktop onOpen',
      '2. desktop onChange 2025-06-20',
      '3. desktop onAccept 2025-06-20',
      '4. desktop onClose',
    ]);
    await eventually(() => page.getByRole('dialog').count(), 0);
  });
});

describe('pickers guide: time zones', () => {
  const kickOff = async (page: Page) => {
    const demo = await openDemo(page, 'react-date-pickers/timezone/', 'TimezoneTwoCities');
    const inputs = demo.locator('input');
    const read = async () => ({
      paris: clean(await inputs.nth(0).inputValue()),
      newYork: clean(await inputs.nth(1).inputValue()),
      utc: await textOf(demo.getByTestId('kick-off-utc')),
    });
    return { demo, read };
  };

  it('shows the same instant in Paris and New York, and moves both when one changes', async () => {
    const page = await newPage();
    const { demo, read } = await kickOff(page);
    await eventually(read, {
      paris: '03/14/2025 05:00 PM',
      newYork: '03/14/2025 12:00 PM',
      utc: 'Stored value (UTC): 2025-03-14T16:00:00.000Z',
    });

    // One hour later in Paris is one hour later in New York too.
    await demo
      .getByRole('group', { name: 'Kick-off in Paris' })
      .getByRole('spinbutton', { name: 'Hours' })
      .click();
    await page.keyboard.press('ArrowUp');
    await eventually(read, {
      paris: '03/14/2025 06:00 PM',
      newYork: '03/14/2025 01:00 PM',
      utc: 'Stored value (UTC): 2025-03-14T17:00:00.000Z',
    });
  });

  it('shows the same values when the browser runs in another zone', async () => {
    const page = await newPage('Asia/Tokyo');
    const { read } = await kickOff(page);
    await eventually(read, {
      paris: '03/14/2025 05:00 PM',
      newYork: '03/14/2025 12:00 PM',
      utc: 'Stored value (UTC): 2025-03-14T16:00:00.000Z',
    });
  });
});

describe('pickers guide: moved pages', () => {
  it('sends the old getting-started path to the quickstart, out of the sitemap', () => {
    const html = readFileSync(path.join(BUILD_DIR, 'react-date-pickers/getting-started/index.html'), 'utf8');
    expect(html).toMatch(
      // The HTML is minified: attribute values without spaces lose their quotes.
      /<meta[^>]+http-equiv="?refresh"?[^>]+content="0; url=\/x\/react-date-pickers\/quickstart\/"/,
    );
    expect(html).toMatch(/<meta[^>]+name="?robots"?[^>]+content="?noindex"?/);
    const sitemap = readFileSync(path.join(BUILD_DIR, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/x/react-date-pickers/quickstart/');
    expect(sitemap).not.toContain('/x/react-date-pickers/getting-started/');
  });
});

describe('pickers guide: date libraries and custom fields', () => {
  it('renders the calendar of each date library in its own locale', async () => {
    const page = await newPage();
    const headers: [string, string][] = [
      ['DateFnsLocale', 'Oktober 2025'],
      ['LuxonLocale', 'juillet 2025'],
      ['MomentLocale', 'septiembre 2025'],
    ];
    await openDemo(page, 'react-date-pickers/adapters-locale/', headers[0][0]);
    for (const [name, month] of headers) {
      const demo = await demoOnPage(page, name);
      await eventually(
        async () => clean(await demo.locator('.MuiPickersCalendarHeader-label').textContent()),
        month,
      );
    }
  });

  it('parses what is typed in the free-text field and validates it against the picker bounds', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/custom-field/', 'TypedCustomField');
    const input = demo.getByRole('textbox', { name: 'Table booking' });
    expect(await input.inputValue()).toBe('12/19/2025');

    await input.fill('11/20/2025');
    await eventually(() => input.getAttribute('aria-invalid'), 'true');
    await expect(demo.getByText('Outside the booking window').count()).resolves.toBe(1);

    await input.fill('12/24/2025');
    await eventually(() => input.getAttribute('aria-invalid'), 'false');
    // The calendar opens on the parsed value.
    await demo.getByRole('button', { name: 'Choose date' }).click();
    const dialog = page.getByRole('dialog');
    await eventually(
      () => dialog.getByRole('gridcell', { name: '24', exact: true }).getAttribute('aria-selected'),
      'true',
    );
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count(), 0);
  });

  it('validates what a custom field sets and localizes its placeholder', async () => {
    const page = await newPage();
    const stepper = await openDemo(page, 'react-date-pickers/custom-field/', 'ValidatedStepperField');
    const status = stepper.getByRole('status');
    expect(await textOf(status)).toBe('Workshop open Monday to Friday, March 2–27.');
    // Thursday 5 March, then Friday, then Saturday: shouldDisableDate reports through onError.
    await stepper.getByRole('button', { name: 'Next day' }).click();
    await eventually(() => stepper.getByRole('button', { name: 'Fri, Mar 6' }).count(), 1);
    expect(await textOf(status)).toBe('Workshop open Monday to Friday, March 2–27.');
    await stepper.getByRole('button', { name: 'Next day' }).click();
    await eventually(() => textOf(status), 'The workshop is closed at weekends.');

    const localized = await demoOnPage(page, 'LocalizedPlaceholderField');
    const input = localized.getByRole('textbox', { name: 'Date of birth' });
    await eventually(() => input.getAttribute('placeholder'), 'JJ/MM/AAAA');
    await localized.getByRole('button', { name: 'Deutsch' }).click();
    await eventually(() => input.getAttribute('placeholder'), 'TT.MM.JJJJ');
  });
});

describe('pickers guide: calendars, lifecycle and shortcuts', () => {
  it('selects a whole week in the week picker', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-calendar/', 'CalendarWeekPicker');
    const printed = demo.getByTestId('week-value');
    expect(await textOf(printed)).toBe('Week of Jun 8 – Jun 14, 2025');
    await demo.getByRole('gridcell', { name: '18', exact: true }).click();
    await eventually(() => textOf(printed), 'Week of Jun 15 – Jun 21, 2025');
  });

  it('keeps the saved value until the typed date is complete and valid', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/lifecycle/', 'LifecycleValidOnly');
    const saved = demo.getByTestId('saved-date');
    expect(await textOf(saved)).toBe('Saved: April 17, 2025');
    const year = demo.getByRole('spinbutton', { name: 'Year' });
    await year.click();
    await page.keyboard.type('2026');
    // 2026 is after maxDate: the field shows it, the saved value does not move.
    await eventually(() => year.getAttribute('aria-valuenow'), '2026');
    expect(await textOf(saved)).toBe('Saved: April 17, 2025');
    await year.click();
    await page.keyboard.type('2024');
    await eventually(() => textOf(saved), 'Saved: April 17, 2024');
  });

  it('reports which shortcut set the value', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/shortcuts/', 'ShortcutsSelected');
    const source = demo.getByTestId('shortcut-source');
    expect(await textOf(source)).toBe('Last change from: nothing yet');
    await demo.getByRole('button', { name: 'Next week' }).click();
    await eventually(() => textOf(source), 'Last change from: shortcut "next-week"');
    await demo.getByRole('gridcell', { name: '20', exact: true }).click();
    await eventually(() => textOf(source), 'Last change from: the calendar');
  });
});

describe('pickers guide: clocks, fields, range calendar, opening and language', () => {
  it('sets the reminder from an option of the Digital Clock', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/digital-clock/', 'DigitalClockControlled');
    const printed = demo.getByTestId('DigitalClockControlled-value');
    expect(await textOf(printed)).toBe('Reminder: 16:30');
    await demo.getByRole('option', { name: '05:00 PM' }).click();
    await eventually(() => textOf(printed), 'Reminder: 17:00');
  });

  it('recomputes the shift length when the minutes of its end are typed', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/time-field/', 'TimeFieldShift');
    const length = demo.getByTestId('shift-length');
    expect(await textOf(length)).toBe('Shift length: 8 h 15 min');
    await demo.getByRole('spinbutton', { name: 'Minutes' }).nth(1).click();
    await page.keyboard.type('15');
    await eventually(() => textOf(length), 'Shift length: 7 h 45 min');
  });

  it('picks a new sprint on the two months of the Date Range Calendar', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-range-calendar/', 'DateRangeCalendarDemo');
    const printed = demo.getByTestId('sprint-value');
    expect(await textOf(printed)).toBe('Sprint: 27 Jan – 7 Feb 2025');
    const [january, february] = [demo.getByRole('grid').nth(0), demo.getByRole('grid').nth(1)];
    await january.getByRole('gridcell', { name: '13', exact: true }).click();
    await february.getByRole('gridcell', { name: '14', exact: true }).click();
    await eventually(() => textOf(printed), 'Sprint: 13 Jan – 14 Feb 2025');
  });

  it('opens the picker from a button outside it through the controlled open prop', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/custom-opening-button/', 'OpeningButtonExternal');
    const dialog = page.getByRole('dialog');
    expect(await dialog.count()).toBe(0);
    await demo.getByRole('button', { name: 'Reschedule' }).click();
    await dialog.getByRole('gridcell', { name: '15', exact: true }).click();
    await eventually(() => dialog.count(), 0);
    await eventually(async () => clean(await demo.locator('input').first().inputValue()), '10/15/2025');
  });

  it('translates the calendar when the reader switches the language', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/localization/', 'LocalizedStaticPicker');
    // The header fades between labels, so two can be in the DOM for a moment: wait for the one label left.
    const labels = async () =>
      (await demo.locator('.MuiPickersCalendarHeader-label').allTextContents()).map(clean);
    await eventually(labels, ['décembre 2025']);
    await demo.getByRole('button', { name: 'Deutsch' }).click();
    await eventually(labels, ['Dezember 2025']);
  });
});

describe('pickers guide: typing into the fields of each page', () => {
  it('edits the minutes and the day of the Date Time Field', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-time-field/', 'DateTimeFieldDemo');
    const printed = demo.getByTestId('concert-value');
    expect(await textOf(printed)).toBe('2025-11-21T20:00');
    await demo.getByRole('spinbutton', { name: 'Minutes' }).click();
    await page.keyboard.type('45');
    await eventually(() => textOf(printed), '2025-11-21T20:45');
    await demo.getByRole('spinbutton', { name: 'Day' }).click();
    await page.keyboard.type('22');
    await eventually(() => textOf(printed), '2025-11-22T20:45');
  });

  it('edits the end date of the single-input range field', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-range-field/', 'DateRangeFieldTrip');
    const printed = demo.getByTestId('trip-value');
    expect(await textOf(printed)).toBe('2025-04-12 → 2025-04-21');
    // The start date's sections come first, then the end date's.
    await demo.getByRole('spinbutton', { name: 'Day' }).nth(1).click();
    await page.keyboard.type('25');
    await eventually(() => textOf(printed), '2025-04-12 → 2025-04-25');
  });

  it('selects a section of the field from the buttons through selectedSections', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/fields/', 'FieldSelectedSection');
    const printed = demo.getByTestId('selected-section');
    expect(await textOf(printed)).toBe('Selected section: none');
    await demo.getByRole('button', { name: 'Hours', exact: true }).click();
    // The field selects the hours and reports the selection back as the section's index: in
    // `MM/DD/YYYY hh:mm aa`, the hours are the fourth section.
    await eventually(() => textOf(printed), 'Selected section: 3');
  });

  it('changes the controlled picker of the base concepts through its state', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/base-concepts/', 'ControlledValueDemo');
    const state = demo.getByTestId('controlled-value');
    expect(await textOf(state)).toBe('State: 2025-04-30');
    await demo.getByRole('spinbutton', { name: 'Day' }).nth(1).click();
    await page.keyboard.type('15');
    await eventually(() => textOf(state), 'State: 2025-04-15');
    // The uncontrolled picker beside it did not move.
    expect(await textOf(demo.getByTestId('uncontrolled-value'))).toBe('onChange received: 2025-04-01');
  });

  it('prints the 24-hour time of the Time Picker after the minutes are typed', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/time-picker/', 'TimePickerAlarm');
    const printed = demo.getByTestId('departure-value');
    expect(await textOf(printed)).toBe('24-hour time: 07:45');
    await demo.getByRole('spinbutton', { name: 'Minutes' }).click();
    await page.keyboard.type('10');
    await eventually(() => textOf(printed), '24-hour time: 07:10');
  });

  it('recomputes the downtime when the end of the date-time range is typed', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-time-range-field/', 'DateTimeRangeFieldDemo');
    const printed = demo.getByTestId('maintenance-length');
    expect(await textOf(printed)).toBe('270 minutes of downtime');
    await demo.getByRole('spinbutton', { name: 'Minutes' }).nth(1).click();
    await page.keyboard.type('00');
    await eventually(() => textOf(printed), '240 minutes of downtime');
  });

  it('changes the closing time of the Time Range Picker from its field', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/time-range-picker/', 'TimeRangePickerDemo');
    const printed = demo.getByTestId('opening-hours');
    expect(await textOf(printed)).toBe('Open 09:00–18:30');
    await demo.getByRole('spinbutton', { name: 'Minutes' }).nth(1).click();
    await page.keyboard.type('00');
    await eventually(() => textOf(printed), 'Open 09:00–18:00');
  });
});

describe('pickers guide: one interaction per page', () => {
  /** What the field holds, read from its hidden input (the formatted value, in every field DOM structure). */
  const fieldValue = async (scope: Locator) =>
    clean(await scope.locator('.MuiPickersInputBase-input').first().inputValue()).replace(/\s+/g, ' ');

  /** A mouse click on the clock face where the number is drawn (the numbers let pointer events through). */
  const clickClockNumber = async (page: Page, number: Locator) => {
    const box = await number.boundingBox();
    if (!box) throw new Error('The clock number is not laid out');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  };

  it('picks an hour and then minutes on the Time Clock, and switches to PM', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/time-clock/', 'TimeClockViews');
    const printed = demo.getByTestId('clock-value');
    expect(await textOf(printed)).toBe('hours view, time 10:20');

    await clickClockNumber(page, demo.getByRole('option', { name: '3 hours', exact: true }));
    // Choosing the hour moves the clock on to the minutes.
    await eventually(() => textOf(printed), 'minutes view, time 03:20');
    await clickClockNumber(page, demo.getByRole('option', { name: '45 minutes', exact: true }));
    await eventually(() => textOf(printed), 'minutes view, time 03:45');
    await demo.getByRole('button', { name: 'PM' }).click();
    await eventually(() => textOf(printed), 'minutes view, time 15:45');
    await expect(demo.getByRole('listbox').getAttribute('aria-label')).resolves.toBe(
      'Select minutes. Selected time is 03:45 PM',
    );
  });

  it('chooses a day, an hour and minutes in the Date Time Picker and confirms with OK', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/date-time-picker/', 'DateTimePickerFlight');
    const printed = demo.getByTestId('boarding-value');
    expect(await textOf(printed)).toBe('Boarding Wed 2 Jul 2025 at 18:35');
    expect(await fieldValue(demo)).toBe('07/02/2025 06:35 PM');

    await demo.getByRole('button', { name: /Choose date/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('gridcell', { name: '20', exact: true }).click();
    // The day re-renders the time lists, which scroll their selected items into view: click an option
    // only once the value has the new day and the option has stopped moving (a busy machine is slow here).
    await eventually(() => textOf(printed), 'Boarding Sun 20 Jul 2025 at 18:35');
    const hour = dialog
      .getByRole('listbox', { name: 'Select hours' })
      .getByRole('option', { name: '8 hours', exact: true });
    await boxSettled(hour);
    await hour.click();
    await eventually(() => textOf(printed), 'Boarding Sun 20 Jul 2025 at 20:35');
    const minutes = dialog
      .getByRole('listbox', { name: 'Select minutes' })
      .getByRole('option', { name: '15 minutes', exact: true });
    await boxSettled(minutes);
    await minutes.click();
    await eventually(() => textOf(printed), 'Boarding Sun 20 Jul 2025 at 20:15');
    // A date-time picker does not close on selection: OK confirms.
    await expect(dialog.count()).resolves.toBe(1);
    await dialog.getByRole('button', { name: 'OK' }).click();
    await eventually(() => dialog.count(), 0);
    await eventually(() => fieldValue(demo), '07/20/2025 08:15 PM');
  });

  it('moves the pick-up to another day and hour and the return to another day in the Date Time Range Picker', async () => {
    const page = await newPage();
    const demo = await openDemo(
      page,
      'react-date-pickers/date-time-range-picker/',
      'DateTimeRangePickerDemo',
    );
    const printed = demo.getByTestId('rental-value');
    expect(await textOf(printed)).toBe('Pick-up Thu 14 Aug 10:00, return Mon 18 Aug 17:30');

    await demo.getByRole('button', { name: /Choose range/ }).click();
    const dialog = page.getByRole('dialog');
    // The picker opens on the start: the day, then the time columns beside the calendar.
    await dialog.getByRole('gridcell', { name: '16', exact: true }).click();
    await eventually(() => textOf(printed), 'Pick-up Sat 16 Aug 10:00, return Mon 18 Aug 17:30');
    await dialog
      .getByRole('listbox', { name: 'Select hours' })
      .getByRole('option', { name: '11 hours', exact: true })
      .click();
    await eventually(() => textOf(printed), 'Pick-up Sat 16 Aug 11:00, return Mon 18 Aug 17:30');
    // Two steps, the start then the end: "Next" moves on, and OK appears on the last step.
    await dialog.getByRole('button', { name: 'Next', exact: true }).click();
    await dialog.getByRole('gridcell', { name: '22', exact: true }).click();
    await eventually(() => textOf(printed), 'Pick-up Sat 16 Aug 11:00, return Fri 22 Aug 17:30');
    await dialog.getByRole('button', { name: 'OK', exact: true }).click();
    await eventually(() => dialog.count(), 0);
    await eventually(() => fieldValue(demo), '08/16/2025 11:00 AM – 08/22/2025 05:30 PM');
  });

  it('types a new end into the single-input Time Range Field', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/time-range-field/', 'TimeRangeFieldBasic');
    expect(await fieldValue(demo)).toBe('09:00 AM – 12:30 PM');
    // The start's sections come first (hours, minutes, meridiem), then the end's.
    const endMinutes = demo.getByRole('spinbutton', { name: 'Minutes' }).nth(1);
    await endMinutes.click();
    await page.keyboard.type('45');
    await eventually(() => endMinutes.getAttribute('aria-valuenow'), '45');
    await eventually(() => fieldValue(demo), '09:00 AM – 12:45 PM');
    const startHours = demo.getByRole('spinbutton', { name: 'Hours' }).nth(0);
    await startHours.click();
    await page.keyboard.type('08');
    await eventually(() => fieldValue(demo), '08:00 AM – 12:45 PM');
  });

  it('sets the value from the buttons of the custom action bar slot', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/custom-components/', 'SlotsCustomActionBar');
    const title = demo.locator('.MuiDatePickerToolbar-title');
    const selectedDays = () => demo.locator('[role="gridcell"][aria-selected="true"]').allTextContents();
    expect(await textOf(title)).toBe('Sat, Feb 15');
    expect(await selectedDays()).toEqual(['15']);

    await demo.getByRole('button', { name: 'Express' }).click();
    await eventually(() => textOf(title), 'Tue, Feb 11');
    await eventually(selectedDays, ['11']);
    await demo.getByRole('button', { name: 'No preference' }).click();
    await eventually(() => textOf(title), '––');
    await eventually(selectedDays, []);
    await demo.getByRole('button', { name: 'Standard' }).click();
    await eventually(selectedDays, ['15']);
  });

  it('lays the action bar out above the calendar and the toolbar below, and the bar still works', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/custom-layout/', 'LayoutCustomOrder');
    const top = async (locator: Locator) => (await locator.boundingBox())?.y ?? Number.NaN;
    const actionBar = demo.locator('.MuiPickersLayout-actionBar');
    const calendar = demo.getByRole('grid');
    const toolbar = demo.locator('.MuiPickersLayout-toolbar');
    const [barTop, calendarTop, toolbarTop] = [await top(actionBar), await top(calendar), await top(toolbar)];
    expect(barTop).toBeLessThan(calendarTop);
    expect(calendarTop).toBeLessThan(toolbarTop);

    const title = demo.locator('.MuiDatePickerToolbar-title');
    expect(await textOf(title)).toBe('Wed, Jan 15');
    await demo.getByRole('gridcell', { name: '20', exact: true }).click();
    await eventually(() => textOf(title), 'Mon, Jan 20');
    await actionBar.getByRole('button', { name: 'Clear' }).click();
    await eventually(() => textOf(title), '––');
    await expect(demo.locator('[role="gridcell"][aria-selected="true"]').count()).resolves.toBe(0);
  });

  it('changes the picker from the playground controls', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/playground/', 'PickersPropsPlayground');
    expect(await textOf(demo.getByTestId('playground-value'))).toBe('value: 2025-07-09');
    // Static variant first: Saturday 12 July becomes unselectable once weekends are disabled.
    const saturday = demo.getByRole('gridcell', { name: '12', exact: true });
    await expect(saturday.isDisabled()).resolves.toBe(false);
    await demo.getByLabel('shouldDisableDate (weekends)').check();
    await eventually(() => saturday.isDisabled(), true);

    await demo.getByRole('combobox', { name: /^Variant/ }).click();
    await page.getByRole('option', { name: 'DesktopDatePicker' }).click();
    await eventually(() => demo.getByRole('group', { name: 'Date' }).count(), 1);
    await eventually(() => fieldValue(demo), '07/09/2025');

    await demo.getByRole('combobox', { name: /^format/ }).click();
    await page.getByRole('option', { name: 'YYYY-MM-DD' }).click();
    await eventually(() => fieldValue(demo), '2025-07-09');
    expect(await textOf(demo.getByTestId('playground-value'))).toBe('value: 2025-07-09');
  });

  it('picks a day in the Jalali calendar and reads the Jalali date in its field', async () => {
    const page = await newPage();
    const demo = await openDemo(page, 'react-date-pickers/calendar-systems/', 'DateFnsJalaliCalendar');
    // 21 March 2025 is 1 Farvardin 1404.
    expect(await fieldValue(demo)).toBe('1404/01/01');
    // The month label fades between two elements while the month changes: read them all.
    const months = async () =>
      (await demo.locator('.MuiPickersCalendarHeader-label').allTextContents()).map(clean);
    expect(await months()).toEqual(['فروردین 1404']);
    const selectedDays = () => demo.locator('[role="gridcell"][aria-selected="true"]').allTextContents();
    expect(await selectedDays()).toEqual(['1']);

    await demo.getByRole('gridcell', { name: '14', exact: true }).click();
    await eventually(selectedDays, ['14']);
    // Farvardin has 31 days; the next month is Ordibehesht of the same year.
    await expect(demo.getByRole('gridcell', { name: '31', exact: true }).count()).resolves.toBe(1);
    await demo.locator('.MuiPickersArrowSwitcher-nextIconButton').click();
    await eventually(months, ['اردیبهشت 1404']);

    // The field beside it is edited in the same calendar: typing day 14 gives 1404/01/14.
    await demo.getByRole('spinbutton').nth(2).click();
    await page.keyboard.type('14');
    await eventually(() => fieldValue(demo), '1404/01/14');
  });
});
