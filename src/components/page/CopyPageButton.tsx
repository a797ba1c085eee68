import * as React from 'react';
import Button from '@mui/material/Button';
import { styled } from '@mui/material/styles';
import Menu from '@site/src/components/lazy/LazyMenu';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import CheckRounded from '@mui/icons-material/CheckRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import ArrowDropDownRounded from '@mui/icons-material/ArrowDropDownRounded';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { copyToClipboard } from '@site/src/code/clipboard';

/** A standalone copy button shows its result for 1200 ms, then reverts (maintainers/behaviour.md). */
export const COPY_PAGE_FEEDBACK_MS = 1200;

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Two outlined buttons joined the way MUI's ButtonGroup joins them (shared edge, one border between them),
 * drawn with plain styles: ButtonGroup's code (1.6 KB gzip) would load with every docs page for this.
 */
const JoinedButtons = styled('div')(({ theme }) => ({
  display: 'inline-flex',
  flexShrink: 0,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  '& > .MuiButton-root': { minWidth: 40 },
  '& > .MuiButton-root:first-of-type': {
    borderTopRightRadius: 0,
    borderBottomRightRadius: 0,
    borderRightColor: 'transparent',
    '&:hover': { borderRightColor: 'currentColor' },
  },
  '& > .MuiButton-root:last-of-type': {
    borderTopLeftRadius: 0,
    borderBottomLeftRadius: 0,
    marginLeft: -1,
  },
}));

const LABELS: Record<CopyState, string> = { idle: 'Copy page', copied: 'Copied', failed: 'Copy failed' };

async function fetchMarkdown(markdownUrl: string): Promise<string> {
  const response = await fetch(markdownUrl, { headers: { Accept: 'text/markdown, text/plain' } });
  if (!response.ok) throw new Error(`${markdownUrl} answered ${response.status}`);
  return response.text();
}

/**
 * "Copy page" copies the page as Markdown (the build writes it next to the page, see src/llms/markdownUrl)
 * for pasting into an AI tool; the menu beside it opens that Markdown. The text is fetched when the
 * pointer or focus reaches the button, so the click itself usually copies at once.
 */
export default function CopyPageButton({ markdownUrl }: { markdownUrl: string }) {
  const [state, setState] = React.useState<CopyState>('idle');
  const [menuAnchor, setMenuAnchor] = React.useState<HTMLElement | null>(null);
  const markdown = React.useRef<Promise<string> | null>(null);
  const resetTimer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(resetTimer.current), []);
  React.useEffect(() => {
    markdown.current = null;
  }, [markdownUrl]);

  const prefetch = () => {
    if (!markdown.current) {
      markdown.current = fetchMarkdown(markdownUrl);
      markdown.current.catch(() => {
        markdown.current = null;
      });
    }
    return markdown.current;
  };

  const showResult = (next: CopyState) => {
    setState(next);
    clearTimeout(resetTimer.current);
    resetTimer.current = setTimeout(() => setState('idle'), COPY_PAGE_FEEDBACK_MS);
  };

  const handleCopy = async () => {
    try {
      await copyToClipboard(await prefetch());
      showResult('copied');
    } catch {
      showResult('failed');
    }
  };

  const icon =
    state === 'copied' ? (
      <CheckRounded />
    ) : state === 'failed' ? (
      <ErrorOutlineRounded />
    ) : (
      <ContentCopyRounded />
    );
  return (
    <>
      <JoinedButtons role="group" aria-label="Page as Markdown">
        <Button
          variant="outlined"
          size="small"
          startIcon={icon}
          onClick={handleCopy}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          data-testid="copy-page"
          sx={{ textTransform: 'none', whiteSpace: 'nowrap' }}
        >
          <span aria-live="polite">{LABELS[state]}</span>
        </Button>
        <Button
          variant="outlined"
          size="small"
          aria-label="More page actions"
          aria-haspopup="menu"
          aria-expanded={menuAnchor ? 'true' : undefined}
          onClick={(event) => setMenuAnchor(event.currentTarget)}
          sx={{ px: 0.5, minWidth: 0 }}
        >
          <ArrowDropDownRounded />
        </Button>
      </JoinedButtons>
      <Menu
        anchorEl={menuAnchor}
        open={Boolean(menuAnchor)}
        onClose={() => setMenuAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {({ MenuItem, ListItemIcon, ListItemText }) => (
          <MenuItem
            component="a"
            href={markdownUrl}
            target="_blank"
            rel="noopener"
            onClick={() => setMenuAnchor(null)}
          >
            <ListItemIcon>
              <DescriptionOutlined fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="View as Markdown" secondary="Plain text for AI tools" />
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
