import * as React from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TagRounded from '@mui/icons-material/TagRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import type { SearchResultGroup } from '@site/src/search/pagefindResults';
import HighlightedExcerpt from './HighlightedExcerpt';

export interface SearchResultListProps {
  id: string;
  groups: readonly SearchResultGroup[];
  /** The label of a result's docs version when it is not the current one (null otherwise). */
  versionLabel: (version: string | null) => string | null;
  activeKey: string | undefined;
  optionId: (key: string) => string;
  onHover: (key: string) => void;
  onOpen: (url: string) => void;
}

/**
 * Results grouped by page: the page title with its product (and API) chips, and its version's label when it
 * belongs to another version than the current one; then its matching sections.
 */
export default function SearchResultList({
  id,
  groups,
  versionLabel,
  activeKey,
  optionId,
  onHover,
  onOpen,
}: SearchResultListProps) {
  return (
    <Box
      component="ul"
      role="listbox"
      id={id}
      aria-label="Search results"
      sx={{ listStyle: 'none', m: 0, p: 1 }}
    >
      {groups.map((group) => {
        const olderVersion = versionLabel(group.version);
        return (
          <Box
            component="li"
            role="presentation"
            key={group.key}
            sx={{ mb: 1 }}
            data-testid="search-result-group"
          >
            <Box
              sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1, pt: 0.5, pb: 0.25 }}
              role="presentation"
            >
              <Typography
                component="span"
                variant="subtitle2"
                sx={{ fontWeight: 700 }}
                data-testid="search-result-page"
              >
                {group.title}
              </Typography>
              <Chip
                size="small"
                variant="outlined"
                label={group.product}
                data-testid="search-result-product"
                sx={{ height: 20, fontSize: '0.6875rem' }}
              />
              {group.section === 'API' && (
                <Chip size="small" label="API" sx={{ height: 20, fontSize: '0.6875rem' }} />
              )}
              {olderVersion !== null && (
                <Chip
                  size="small"
                  label={olderVersion}
                  data-testid="search-result-version"
                  sx={{ height: 20, fontSize: '0.6875rem' }}
                />
              )}
            </Box>
            <Box component="ul" role="group" aria-label={group.title} sx={{ listStyle: 'none', m: 0, p: 0 }}>
              {group.sections.map((section) => {
                const active = section.key === activeKey;
                return (
                  <Box
                    component="li"
                    key={section.key}
                    id={optionId(section.key)}
                    role="option"
                    aria-selected={active}
                    onMouseMove={() => !active && onHover(section.key)}
                    data-testid="search-result"
                    data-url={section.url}
                    sx={{
                      borderRadius: 2,
                      border: 1,
                      borderColor: active ? 'primary.main' : 'transparent',
                      bgcolor: active ? 'action.selected' : undefined,
                    }}
                  >
                    <Box
                      component="a"
                      href={section.url}
                      tabIndex={-1}
                      onClick={(event: React.MouseEvent) => {
                        if (
                          event.button !== 0 ||
                          event.metaKey ||
                          event.ctrlKey ||
                          event.shiftKey ||
                          event.altKey
                        )
                          return;
                        event.preventDefault();
                        onOpen(section.url);
                      }}
                      sx={{
                        display: 'flex',
                        gap: 1,
                        px: 1,
                        py: 0.75,
                        color: 'text.primary',
                        textDecoration: 'none',
                        '&:hover': { textDecoration: 'none', color: 'text.primary' },
                      }}
                    >
                      {section.url.includes('#') ? (
                        <TagRounded fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} />
                      ) : (
                        <ArticleOutlined fontSize="small" sx={{ mt: 0.25, color: 'text.secondary' }} />
                      )}
                      <Box sx={{ minWidth: 0 }}>
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ display: 'block', fontWeight: 600 }}
                          data-testid="search-result-title"
                        >
                          {section.title}
                        </Typography>
                        {section.excerpt.length > 0 && (
                          <Typography
                            component="span"
                            variant="body2"
                            sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8125rem' }}
                          >
                            <HighlightedExcerpt parts={section.excerpt} />
                          </Typography>
                        )}
                      </Box>
                    </Box>
                  </Box>
                );
              })}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
