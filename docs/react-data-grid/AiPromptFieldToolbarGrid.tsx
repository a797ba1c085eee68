import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import {
  DataGridPremium,
  PromptField,
  PromptFieldControl,
  PromptFieldSend,
  Toolbar,
  useGridApiContext,
  type GridColDef,
  type PromptResponse,
} from '@mui/x-data-grid-premium';

interface Ticket {
  id: number;
  subject: string;
  priority: string;
  ageDays: number;
}

const subjects = [
  'Login fails',
  'Invoice missing',
  'Slow export',
  'Wrong totals',
  'Password reset',
];
const priorities = ['Low', 'Medium', 'High'];

const rows: Ticket[] = Array.from({ length: 15 }, (_, index) => ({
  id: 500 + index,
  subject: subjects[index % subjects.length],
  priority: priorities[(index * 2) % priorities.length],
  ageDays: (index * 5) % 17,
}));

const columns: GridColDef<Ticket>[] = [
  { field: 'id', headerName: 'Ticket', width: 90 },
  { field: 'subject', headerName: 'Subject', flex: 1, minWidth: 150 },
  { field: 'priority', headerName: 'Priority', width: 110 },
  { field: 'ageDays', headerName: 'Age (days)', type: 'number', width: 110 },
];

/** Local mock: understands "sort by <field> [desc]" and "only <field> <value>". */
function resolvePrompt(prompt: string): Promise<PromptResponse> {
  const text = prompt.toLowerCase();
  const fields = columns.map((column) => column.field);
  const response: PromptResponse = {
    conversationId: 'local-toolbar',
    select: -1,
    filters: [],
    aggregation: {},
    sorting: [],
    grouping: [],
    pivoting: {},
    chart: null,
  };
  const sort = /sort by (\w+)( desc)?/.exec(text);
  const sortField = fields.find((field) => field.toLowerCase() === sort?.[1]);
  if (sortField) {
    response.sorting.push({
      column: sortField,
      direction: sort?.[2] ? 'desc' : 'asc',
    });
  }
  const only = /only (\w+) (\w+)/.exec(text);
  const onlyField = fields.find((field) => field.toLowerCase() === only?.[1]);
  if (onlyField && only) {
    const value = only[2].charAt(0).toUpperCase() + only[2].slice(1);
    response.filters.push({ column: onlyField, operator: 'equals', value });
  }
  return new Promise((resolve, reject) => {
    setTimeout(() => {
      if (sortField || onlyField) resolve(response);
      else reject(new Error('Try "sort by ageDays desc" or "only priority high".'));
    }, 400);
  });
}

function PromptToolbar() {
  const apiRef = useGridApiContext();
  const [status, setStatus] = React.useState('');
  const submit = async (prompt: string) => {
    setStatus('Working…');
    const result = await apiRef.current.aiAssistant.processPrompt(prompt);
    setStatus(result instanceof Error ? result.message : `Applied: ${prompt}`);
  };
  return (
    <Toolbar>
      <PromptField onSubmit={submit} style={{ flex: 1, display: 'flex', gap: 4 }}>
        <PromptFieldControl
          size="small"
          fullWidth
          placeholder='Try "sort by ageDays desc" or "only priority high"'
        />
        <PromptFieldSend aria-label="Send prompt">
          <SendIcon fontSize="small" />
        </PromptFieldSend>
      </PromptField>
      <Typography
        variant="body2"
        data-testid="prompt-status"
        sx={{ px: 1, width: 200, color: 'text.secondary' }}
        noWrap
      >
        {status}
      </Typography>
    </Toolbar>
  );
}

export default function AiPromptFieldToolbarGrid() {
  return (
    <Box sx={{ height: 440, width: '100%' }}>
      <DataGridPremium
        rows={rows}
        columns={columns}
        aiAssistant
        onPrompt={resolvePrompt}
        slots={{ toolbar: PromptToolbar }}
        showToolbar
        hideFooter
      />
    </Box>
  );
}
