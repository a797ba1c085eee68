import * as React from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers-pro/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers-pro/LocalizationProvider';
import { StaticDateRangePicker } from '@mui/x-date-pickers-pro/StaticDateRangePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import type { DateRange } from '@mui/x-date-pickers-pro/models';

// Reports are for the financial year 2025; shortcuts are relative to its last day.
const lastClosedDay = dayjs('2025-06-30');

const shortcuts: PickersShortcutsItem<DateRange<Dayjs>>[] = [
  {
    label: 'Last 7 days',
    getValue: () => [lastClosedDay.subtract(6, 'day'), lastClosedDay],
  },
  {
    label: 'June',
    getValue: () => [lastClosedDay.startOf('month'), lastClosedDay],
  },
  {
    label: 'Second quarter',
    getValue: () => [dayjs('2025-04-01'), lastClosedDay],
  },
  {
    label: 'First half',
    getValue: () => [dayjs('2025-01-01'), lastClosedDay],
  },
  { label: 'Reset', getValue: () => [null, null] },
];

/** Shortcut buttons next to a range calendar, for a reporting period. */
export default function ShortcutsRange() {
  const [period, setPeriod] = React.useState<DateRange<Dayjs>>([
    dayjs('2025-06-01'),
    dayjs('2025-06-30'),
  ]);
  const [start, end] = period;

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack sx={{ height: 400, alignItems: 'center' }}>
        <StaticDateRangePicker
          calendars={1}
          value={period}
          onChange={setPeriod}
          slotProps={{
            shortcuts: { items: shortcuts },
            actionBar: { actions: [] },
            toolbar: { hidden: true },
          }}
        />
        <Typography variant="body2" data-testid="report-period">
          Report period: {start ? start.format('YYYY-MM-DD') : '…'} to{' '}
          {end ? end.format('YYYY-MM-DD') : '…'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
