import * as React from 'react';
import Box from '@mui/material/Box';
import type { ExcerptPart } from '@site/src/search/excerpt';

/** Renders a parsed excerpt as text nodes and <mark> elements; page text is never treated as HTML. */
export default function HighlightedExcerpt({ parts }: { parts: readonly ExcerptPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.highlighted ? (
          <Box
            key={index}
            component="mark"
            sx={{
              bgcolor: 'transparent',
              color: 'primary.main',
              fontWeight: 600,
              textDecoration: 'underline',
              textDecorationThickness: '1px',
              textUnderlineOffset: '2px',
            }}
          >
            {part.text}
          </Box>
        ) : (
          <React.Fragment key={index}>{part.text}</React.Fragment>
        ),
      )}
    </>
  );
}
