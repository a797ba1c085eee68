import type { GridColDef } from '@mui/x-data-grid';

/** Volunteers of a city marathon, shared by the row selection page's demos. */
export interface Volunteer {
  id: number;
  name: string;
  station: string;
  shift: 'Morning' | 'Afternoon';
  hours: number;
  firstAid: boolean;
}

const FIRST = [
  'Léa',
  'Tariq',
  'Ines',
  'Marek',
  'Ayumi',
  'Kofi',
  'Elif',
  'Rafael',
  'Saanvi',
  'Jonas',
  'Zara',
  'Bruno',
];
const LAST = [
  'Moreau',
  'Haddad',
  'Costa',
  'Nowak',
  'Sato',
  'Mensah',
  'Yilmaz',
  'Pereira',
  'Iyer',
  'Berg',
  'Ali',
  'Rossi',
];
const STATIONS = [
  'Start line',
  'Water point 5 km',
  'Water point 10 km',
  'Medical tent',
  'Finish line',
];

/** Volunteers from index arithmetic: the same rows on every visit and in the tests. */
export function createVolunteers(count: number): Volunteer[] {
  return Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `${FIRST[index % FIRST.length]} ${LAST[(index * 7) % LAST.length]}`,
    station: STATIONS[index % STATIONS.length],
    shift: index % 3 === 0 ? 'Afternoon' : 'Morning',
    hours: 2 + (index % 4),
    firstAid: index % 4 === 1,
  }));
}

export const volunteers = createVolunteers(12);

export const volunteerColumns: GridColDef<Volunteer>[] = [
  { field: 'name', headerName: 'Volunteer', flex: 1, minWidth: 150 },
  { field: 'station', headerName: 'Station', flex: 1, minWidth: 150 },
  { field: 'shift', headerName: 'Shift', width: 100 },
  { field: 'hours', headerName: 'Hours', type: 'number', width: 80 },
  { field: 'firstAid', headerName: 'First aid', type: 'boolean', width: 90 },
];

/** Words for a selection model, for the demos' status lines. */
export function describeSelection(
  model: { type: 'include' | 'exclude'; ids: Set<unknown> },
  total: number,
) {
  const count = model.type === 'include' ? model.ids.size : total - model.ids.size;
  return `${count} selected`;
}
