import * as React from 'react';
import Box from '@mui/material/Box';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/he';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { PickersShortcutsItem } from '@mui/x-date-pickers/PickersShortcuts';
import { heIL } from '@mui/x-date-pickers/locales';

const today = dayjs('2025-03-10');

const items: PickersShortcutsItem<Dayjs | null>[] = [
  { label: 'מחר', getValue: () => today.add(1, 'day') },
  { label: 'בעוד שבוע', getValue: () => today.add(1, 'week') },
];

/** Right to left: the shortcuts move to the other side of the calendar. */
export default function ShortcutsRtl() {
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(
    () =>
      createTheme(
        { direction: 'rtl', palette: { mode: outerTheme.palette.mode } },
        heIL,
      ),
    [outerTheme.palette.mode],
  );

  return (
    <ThemeProvider theme={rtlTheme}>
      <Box dir="rtl" sx={{ height: 460 }}>
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
          <StaticDatePicker
            displayStaticWrapperAs="desktop"
            defaultValue={today}
            slotProps={{ shortcuts: { items }, actionBar: { actions: [] } }}
          />
        </LocalizationProvider>
      </Box>
    </ThemeProvider>
  );
}
