import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import dayjs from 'dayjs';
import 'dayjs/locale/he';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { heIL } from '@mui/x-date-pickers/locales';

/** Right-to-left: the theme's direction, dir="rtl" on a parent, the Hebrew texts and Day.js locale. */
export default function PickersRtl() {
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
      <div dir="rtl">
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="he">
          <Stack spacing={2} sx={{ height: 420, alignItems: 'center', pt: 1 }}>
            <DateField
              label="תאריך"
              defaultValue={dayjs('2025-04-13')}
              sx={{ width: 260 }}
            />
            <DateCalendar defaultValue={dayjs('2025-04-13')} />
          </Stack>
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
