import * as React from 'react';
import Stack from '@mui/material/Stack';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import EventIcon from '@mui/icons-material/Event';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DatePicker,
  type DatePickerFieldProps,
} from '@mui/x-date-pickers/DatePicker';
import {
  useParsedFormat,
  usePickerContext,
  usePickerTranslations,
  useSplitFieldProps,
} from '@mui/x-date-pickers/hooks';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';

const languages = {
  en: { label: 'English', texts: enUS },
  fr: { label: 'Français', texts: frFR },
  de: { label: 'Deutsch', texts: deDE },
} as const;

type Language = keyof typeof languages;

/** A read-only field whose placeholder and button label follow the picker's language. */
function LocalizedField(props: DatePickerFieldProps) {
  const { forwardedProps } = useSplitFieldProps(props, 'date');
  const { value, fieldFormat, label, setOpen, triggerRef } = usePickerContext();
  // `MM/DD/YYYY` in English, `JJ/MM/AAAA` in French, `TT.MM.JJJJ` in German.
  const placeholder = useParsedFormat();
  const translations = usePickerTranslations();
  const text = value == null ? '' : value.format(fieldFormat);

  return (
    <TextField
      {...forwardedProps}
      ref={triggerRef}
      label={label}
      value={text}
      placeholder={placeholder}
      helperText={`Format: ${placeholder}`}
      sx={{ width: 260 }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { readOnly: true },
        input: {
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                aria-label={translations.openDatePickerDialogue(
                  value == null ? null : text,
                )}
                onClick={() => setOpen((previous) => !previous)}
              >
                <EventIcon />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export default function LocalizedPlaceholderField() {
  const [language, setLanguage] = React.useState<Language>('fr');
  const { texts } = languages[language];

  return (
    <Stack spacing={2} sx={{ height: 160, alignItems: 'flex-start' }}>
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
        <DatePicker label="Date of birth" slots={{ field: LocalizedField }} />
      </LocalizationProvider>
    </Stack>
  );
}
