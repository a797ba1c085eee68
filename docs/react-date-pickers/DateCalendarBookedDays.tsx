import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import dayjs, { type Dayjs } from 'dayjs';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, type PickersDayProps } from '@mui/x-date-pickers/PickersDay';

/** A pretend server: the yoga classes that are full in a month, after 600 ms. */
function fetchFullClasses(month: Dayjs, signal: AbortSignal): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const seed = month.month() + 1;
      const days = [3, 8, 11, 17, 22, 26].map((day) => ((day + seed * 5) % 28) + 1);
      resolve(days);
    }, 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

function ClassDay(props: PickersDayProps & { fullDays?: number[] }) {
  const { fullDays = [], day, outsideCurrentMonth, ...other } = props;
  const isFull = !outsideCurrentMonth && fullDays.includes(day.date());
  return (
    <Badge
      key={day.toString()}
      overlap="circular"
      color="warning"
      variant="dot"
      invisible={!isFull}
    >
      <PickersDay {...other} day={day} outsideCurrentMonth={outsideCurrentMonth} />
    </Badge>
  );
}

const initialMonth = dayjs('2025-10-01');

/** `loading`, `renderLoading` and a custom day: full classes are marked once the month has loaded. */
export default function DateCalendarBookedDays() {
  const [loading, setLoading] = React.useState(true);
  const [fullDays, setFullDays] = React.useState<number[]>([]);
  const request = React.useRef<AbortController | null>(null);

  const load = React.useCallback((month: Dayjs) => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    setLoading(true);
    fetchFullClasses(month, controller.signal)
      .then((days) => {
        setFullDays(days);
        setLoading(false);
      })
      .catch(() => {});
  }, []);

  React.useEffect(() => {
    load(initialMonth);
    return () => request.current?.abort();
  }, [load]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Box sx={{ height: 340 }}>
        <DateCalendar
          referenceDate={initialMonth}
          loading={loading}
          onMonthChange={load}
          renderLoading={() => <DayCalendarSkeleton />}
          slots={{ day: ClassDay }}
          slotProps={{ day: { fullDays } as Partial<PickersDayProps> }}
        />
      </Box>
    </LocalizationProvider>
  );
}
