import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import dayjs from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import 'dayjs/locale/ja';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import { deDE, enUS, frFR, jaJP } from '@mui/x-date-pickers/locales';

const languages = {
  en: { label: 'English', texts: enUS },
  fr: { label: 'Français', texts: frFR },
  de: { label: 'Deutsch', texts: deDE },
  ja: { label: '日本語', texts: jaJP },
} as const;

type Language = keyof typeof languages;

/** The package's translations (`localeText`) together with Day.js's locale (`adapterLocale`). */
export default function LocalizedStaticPicker() {
  const [language, setLanguage] = React.useState<Language>('fr');
  const { texts } = languages[language];

  return (
    <Stack spacing={2} sx={{ height: 540, alignItems: 'center' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={language}
        aria-label="Language"
        onChange={(_event, next: Language | null) => next && setLanguage(next)}
      >
        {(Object.keys(languages) as Language[]).map((code) => (
          <ToggleButton key={code} value={code} lang={code}>
            {languages[code].label}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={language}
        localeText={texts.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <StaticDatePicker
          defaultValue={dayjs('2025-12-24')}
          slotProps={{ actionBar: { actions: ['clear', 'today', 'accept'] } }}
        />
      </LocalizationProvider>
    </Stack>
  );
}
