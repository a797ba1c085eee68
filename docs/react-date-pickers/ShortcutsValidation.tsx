import * as React from 'react';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';

const invoiceDay = dayjs('2025-07-04');
const isWeekend = (day: Dayjs) => day.day() === 0 || day.day() === 6;

/** Moves forward from `start` until the picker's validation accepts the day. */
function nextValid(start: Dayjs, isValid: (value: Dayjs | null) => boolean) {
  let day = start;
  for (let step = 0; step < 7 && !isValid(day); step += 1) {
    day = day.add(1, 'day');
  }
  return day;
}

const terms: PickersShortcutsItem<Dayjs | null>[] = [
  {
    label: 'Next working day',
    getValue: ({ isValid }) => nextValid(invoiceDay.add(1, 'day'), isValid),
  },
  {
    label: 'Net 30 (working day)',
    getValue: ({ isValid }) => nextValid(invoiceDay.add(30, 'day'), isValid),
  },
];

/** `getValue` receives `isValid`: these shortcuts skip to the next working day instead of being disabled. */
export default function ShortcutsValidation() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 460 }}>
        <StaticDatePicker
          displayStaticWrapperAs="desktop"
          defaultValue={invoiceDay}
          shouldDisableDate={isWeekend}
          slotProps={{ shortcuts: { items: terms }, actionBar: { actions: [] } }}
        />
      </Box>
    </LocalizationProvider>
  );
}
