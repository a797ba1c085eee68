import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useRichTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { departments } from './departments';

export default function ApiIsExpanded() {
  const apiRef = useRichTreeViewApiRef();
  const [answer, setAnswer] = React.useState('');
  return (
    <Box sx={{ height: 280, minWidth: 260 }}>
      <Button
        size="small"
        onClick={() =>
          setAnswer(
            apiRef.current?.isItemExpanded('engineering')
              ? 'Engineering is open'
              : 'Engineering is closed',
          )
        }
      >
        Is Engineering open?
      </Button>
      <Typography
        variant="body2"
        sx={{ my: 1, minHeight: 20 }}
        data-testid="is-expanded"
      >
        {answer}
      </Typography>
      <RichTreeView apiRef={apiRef} items={departments} />
    </Box>
  );
}
