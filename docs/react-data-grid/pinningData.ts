import type { GridColDef } from '@mui/x-data-grid-pro';

/** Flights of a departures board, wide enough to scroll: shared by the column pinning page's demos. */
export interface Flight {
  id: number;
  flight: string;
  destination: string;
  airline: string;
  aircraft: string;
  gate: string;
  terminal: string;
  scheduled: string;
  boarding: string;
  seats: number;
  status: string;
}

const DESTINATIONS = [
  'Reykjavík',
  'Nairobi',
  'Lima',
  'Hanoi',
  'Auckland',
  'Montréal',
  'Casablanca',
  'Oslo',
];
const AIRLINES = ['Northwind Air', 'Sirocco', 'Andes Link', 'Lotus Airways'];
const AIRCRAFT = ['A320neo', 'B787-9', 'A350-900', 'E195-E2'];
const STATUSES = ['On time', 'Boarding', 'Delayed 20 min', 'Gate closed'];

function time(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** Departures from index arithmetic, so each visit shows the same board. */
export const flights: Flight[] = Array.from({ length: 10 }, (_, index) => {
  const departure = 6 * 60 + index * 35;
  return {
    id: index + 1,
    flight: `NW${String(120 + index * 11)}`,
    destination: DESTINATIONS[index % DESTINATIONS.length],
    airline: AIRLINES[index % AIRLINES.length],
    aircraft: AIRCRAFT[(index * 3) % AIRCRAFT.length],
    gate: `${'ABC'[index % 3]}${(index * 7) % 30}`,
    terminal: index % 2 === 0 ? 'T1' : 'T2',
    scheduled: time(departure),
    boarding: time(departure - 40),
    seats: 120 + ((index * 37) % 200),
    status: STATUSES[index % STATUSES.length],
  };
});

export const flightColumns: GridColDef<Flight>[] = [
  { field: 'flight', headerName: 'Flight', width: 100 },
  { field: 'destination', headerName: 'Destination', width: 140 },
  { field: 'airline', headerName: 'Airline', width: 150 },
  { field: 'aircraft', headerName: 'Aircraft', width: 120 },
  { field: 'gate', headerName: 'Gate', width: 90 },
  { field: 'terminal', headerName: 'Terminal', width: 100 },
  { field: 'scheduled', headerName: 'Departs', width: 100 },
  { field: 'boarding', headerName: 'Boarding', width: 100 },
  { field: 'seats', headerName: 'Seats', type: 'number', width: 90 },
  { field: 'status', headerName: 'Status', width: 140 },
];
