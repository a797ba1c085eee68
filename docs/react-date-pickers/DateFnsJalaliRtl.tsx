import * as React from 'react';
import Stack from '@mui/material/Stack';
import { createTheme, ThemeProvider, useTheme } from '@mui/material/styles';
import { AdapterDateFnsJalali } from '@mui/x-date-pickers/AdapterDateFnsJalali';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { faIR } from '@mui/x-date-pickers/locales';

// Yalda night, 30 Azar 1404 = 21 December 2025.
const yalda = new Date(2025, 11, 21);

/** Jalali, right to left, with the component texts in Persian (`faIR`). */
export default function DateFnsJalaliRtl() {
  const outerTheme = useTheme();
  const rtlTheme = React.useMemo(
    () =>
      createTheme(
        { direction: 'rtl', palette: { mode: outerTheme.palette.mode } },
        faIR,
      ),
    [outerTheme.palette.mode],
  );

  return (
    <ThemeProvider theme={rtlTheme}>
      <div dir="rtl">
        <LocalizationProvider dateAdapter={AdapterDateFnsJalali}>
          <Stack spacing={2} sx={{ height: 420, alignItems: 'center', pt: 1 }}>
            <DatePicker label="شب یلدا" defaultValue={yalda} sx={{ width: 260 }} />
            <DateCalendar defaultValue={yalda} />
          </Stack>
        </LocalizationProvider>
      </div>
    </ThemeProvider>
  );
}
