import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

interface WeekDayProps extends PickersDayProps {
  selectedDay?: Dayjs | null;
  hoveredDay?: Dayjs | null;
}

const inSameWeek = (a: Dayjs, b: Dayjs | null | undefined) =>
  b != null && a.isSame(b, 'week');

// The whole week is one band: square days, rounded only at both ends.
const WeekDay = styled(PickersDay, {
  shouldForwardProp: (prop) => prop !== 'inWeek' && prop !== 'hovered',
})<{ inWeek: boolean; hovered: boolean }>(({ theme, inWeek, hovered }) => ({
  borderRadius: 0,
  ...(hovered && { backgroundColor: theme.palette.action.hover }),
  ...(inWeek && {
    backgroundColor: theme.palette.primary.main,
    color: theme.palette.primary.contrastText,
    '&:hover, &:focus': { backgroundColor: theme.palette.primary.dark },
  }),
}));

function Day(props: WeekDayProps) {
  const { day, selectedDay, hoveredDay, ...other } = props;
  const date = day as Dayjs;
  return (
    <WeekDay
      {...other}
      day={day}
      disableMargin
      selected={false}
      inWeek={inSameWeek(date, selectedDay)}
      hovered={!inSameWeek(date, selectedDay) && inSameWeek(date, hoveredDay)}
    />
  );
}

/** A calendar that selects whole weeks: a custom day highlights the week of the value and of the hovered day. */
export default function CalendarWeekPicker() {
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-06-11'));
  const [hovered, setHovered] = React.useState<Dayjs | null>(null);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 370 }}>
        <DateCalendar
          value={value}
          onChange={setValue}
          showDaysOutsideCurrentMonth
          displayWeekNumber
          slots={{ day: Day }}
          slotProps={{
            day: (ownerState) =>
              ({
                selectedDay: value,
                hoveredDay: hovered,
                onPointerEnter: () => setHovered(ownerState.day as Dayjs),
                onPointerLeave: () => setHovered(null),
              }) as Partial<WeekDayProps>,
          }}
        />
        <Typography
          variant="body2"
          sx={{ textAlign: 'center' }}
          data-testid="week-value"
        >
          {value == null
            ? 'No week'
            : `Week of ${value.startOf('week').format('MMM D')} – ${value.endOf('week').format('MMM D, YYYY')}`}
        </Typography>
      </Box>
    </LocalizationProvider>
  );
}
