import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import 'dayjs/locale/de';
import 'dayjs/locale/ko';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateField } from '@mui/x-date-pickers/DateField';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';

const locales = ['en', 'en-gb', 'de', 'ko'] as const;
type LocaleCode = (typeof locales)[number];

/** `adapterLocale` changes the field format, the month names and the first day of the week. */
export default function AdapterLocaleSwitch() {
  const [locale, setLocale] = React.useState<LocaleCode>('en-gb');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale}>
      <Stack spacing={2} sx={{ height: 480, alignItems: 'center' }}>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={locale}
          aria-label="Day.js locale"
          onChange={(_event, next: LocaleCode | null) => next && setLocale(next)}
        >
          {locales.map((code) => (
            <ToggleButton key={code} value={code}>
              {code}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <DateField
          label="Publication date"
          defaultValue={dayjs('2025-09-04')}
          sx={{ width: 260 }}
        />
        <DateCalendar defaultValue={dayjs('2025-09-04')} />
      </Stack>
    </LocalizationProvider>
  );
}
