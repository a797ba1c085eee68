import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const invoiceDay = dayjs('2025-07-04');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

// 5 July 2025 is a Saturday: "Next day" fails validation and is shown disabled.
const terms: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'Next day', getValue: () => invoiceDay.add(1, 'day') },
  { label: 'Net 10', getValue: () => invoiceDay.add(10, 'day') },
  { label: 'Net 30', getValue: () => invoiceDay.add(30, 'day') },
];

/** Shortcuts whose value is invalid (a weekend here) are disabled. */
export default function ShortcutsDisabledDates() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 460 }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={invoiceDay.add(10, 'day')}
          shouldDisableDate={isWeekend}
          slotProps={{ shortcuts: { items: terms }, actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
