import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DesktopDatePicker } from '@mui/x-date-pickers/DesktopDatePicker';
import { MobileDatePicker } from '@mui/x-date-pickers/MobileDatePicker';
import { StaticDatePicker } from '@mui/x-date-pickers/StaticDatePicker';
import type { DateView } from '@mui/x-date-pickers/models';

type Variant = 'desktop' | 'mobile' | 'static';
const allViews: DateView[] = ['year', 'month', 'day'];
const formats = ['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MMM D, YYYY'] as const;

interface Options {
  variant: Variant;
  views: DateView[];
  format: (typeof formats)[number];
  displayWeekNumber: boolean;
  showDaysOutsideCurrentMonth: boolean;
  disableWeekends: boolean;
  readOnly: boolean;
  disabled: boolean;
}

const isWeekend = (date: Dayjs) => date.day() === 0 || date.day() === 6;

/** Change the main props of a Date Picker and see the result at once. */
export default function PickersPropsPlayground() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-07-09'));
  const [options, setOptions] = React.useState<Options>({
    variant: 'static',
    views: allViews,
    format: 'MM/DD/YYYY',
    displayWeekNumber: false,
    showDaysOutsideCurrentMonth: false,
    disableWeekends: false,
    readOnly: false,
    disabled: false,
  });
  const set = <K extends keyof Options>(key: K, next: Options[K]) =>
    setOptions((previous) => ({ ...previous, [key]: next }));

  const toggleView = (view: DateView) => {
    const next = options.views.includes(view)
      ? options.views.filter((item) => item !== view)
      : allViews.filter((item) => item === view || options.views.includes(item));
    if (next.length > 0) set('views', next);
  };

  const common = {
    value,
    onChange: setValue,
    views: options.views,
    format: options.format,
    displayWeekNumber: options.displayWeekNumber,
    showDaysOutsideCurrentMonth: options.showDaysOutsideCurrentMonth,
    shouldDisableDate: options.disableWeekends ? isWeekend : undefined,
    readOnly: options.readOnly,
    disabled: options.disabled,
  };

  const flags: [keyof Options, string][] = [
    ['displayWeekNumber', 'displayWeekNumber'],
    ['showDaysOutsideCurrentMonth', 'showDaysOutsideCurrentMonth'],
    ['disableWeekends', 'shouldDisableDate (weekends)'],
    ['readOnly', 'readOnly'],
    ['disabled', 'disabled'],
  ];

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack direction="row" spacing={4} sx={{ height: 500, width: '100%' }}>
        <Stack spacing={2} sx={{ width: 260, flexShrink: 0 }}>
          <TextField
            select
            size="small"
            label="Variant"
            value={options.variant}
            onChange={(event) => set('variant', event.target.value as Variant)}
          >
            <MenuItem value="desktop">DesktopDatePicker</MenuItem>
            <MenuItem value="mobile">MobileDatePicker</MenuItem>
            <MenuItem value="static">StaticDatePicker</MenuItem>
          </TextField>
          <TextField
            select
            size="small"
            label="format"
            value={options.format}
            onChange={(event) =>
              set('format', event.target.value as Options['format'])
            }
          >
            {formats.map((format) => (
              <MenuItem key={format} value={format}>
                {format}
              </MenuItem>
            ))}
          </TextField>
          <Box>
            <Typography variant="caption">views</Typography>
            <FormGroup row>
              {allViews.map((view) => (
                <FormControlLabel
                  key={view}
                  label={view}
                  control={
                    <Checkbox
                      size="small"
                      checked={options.views.includes(view)}
                      onChange={() => toggleView(view)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <FormGroup>
            {flags.map(([key, label]) => (
              <FormControlLabel
                key={key}
                label={<Typography variant="body2">{label}</Typography>}
                control={
                  <Checkbox
                    size="small"
                    checked={Boolean(options[key])}
                    onChange={(event) => set(key, event.target.checked as never)}
                  />
                }
              />
            ))}
          </FormGroup>
          <Typography variant="body2" data-testid="playground-value">
            value:{' '}
            {value && value.isValid() ? value.format('YYYY-MM-DD') : String(value)}
          </Typography>
        </Stack>
        <Box sx={{ pt: 1 }}>
          {options.variant === 'desktop' && (
            <DesktopDatePicker label="Date" {...common} />
          )}
          {options.variant === 'mobile' && (
            <MobileDatePicker label="Date" {...common} />
          )}
          {options.variant === 'static' && (
            <StaticDatePicker
              {...common}
              slotProps={{ actionBar: { actions: [] } }}
            />
          )}
        </Box>
      </Stack>
    </LocalizationProvider>
  );
}
