import * as React from 'react';
import Box from '@mui/material/Box';
import {
  DataGridPremium,
  GridAiAssistantPanel,
  type GridColDef,
  type PromptSuggestion,
} from '@mui/x-data-grid-premium';
import { answerLocally } from './components/promptStandIn';

interface Booking {
  id: number;
  guest: string;
  room: string;
  nights: number;
  channel: string;
}

const guests = [
  'Ama Owusu',
  'Lars Berg',
  'Inés Vidal',
  'Ravi Menon',
  'Sofia Greco',
  'Tom Byrne',
];
const rooms = ['Single', 'Double', 'Suite'];
const channels = ['Direct', 'Travel agent', 'Online'];

const rows: Booking[] = Array.from({ length: 15 }, (_, index) => ({
  id: index + 1,
  guest: guests[index % guests.length],
  room: rooms[(index * 2) % rooms.length],
  nights: 1 + ((index * 4) % 7),
  channel: channels[(index * 5) % channels.length],
}));

// No `examples` here: with data sampling the grid adds values picked from the rows to the prompt context.
const columns: GridColDef<Booking>[] = [
  { field: 'guest', headerName: 'Guest', flex: 1, minWidth: 140 },
  { field: 'room', headerName: 'Room', width: 110 },
  { field: 'nights', headerName: 'Nights', type: 'number', width: 100 },
  { field: 'channel', headerName: 'Channel', width: 140 },
];

const suggestions: PromptSuggestion[] = [
  { value: 'only room suite' },
  { value: 'only channel travel agent' },
  { value: 'sort by nights descending' },
];

/** The local stand-in (./components/promptStandIn.ts) spells filter values as the sampled cells do. */
export default function AiAssistantSamplingGrid() {
  return (
    <Box sx={{ height: 480, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        showToolbar
        aiAssistant
        allowAiAssistantDataSampling
        slots={{ aiAssistantPanel: GridAiAssistantPanel }}
        aiAssistantSuggestions={suggestions}
        onPrompt={(prompt, context) => answerLocally(prompt, context)}
      />
    </Box>
  );
}
