import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

/**
 * A code sample on a documentation page: a labelled figure whose code keeps its lines (it scrolls
 * sideways on a phone rather than wrapping) and can be reached by keyboard to scroll it. Plain
 * text, no highlighting: what is shown is what a person copies.
 */
export function CodeSample({ label, code, language }: { label: string; code: string; language?: string }) {
  const captionId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0, my: 2 }}>
      <Typography id={captionId} component="figcaption" variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        component="pre"
        // Focusable so a keyboard can scroll a long line into view (axe: scrollable-region-focusable).
        tabIndex={0}
        sx={{
          m: 0,
          p: 2,
          overflowX: 'auto',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'action.hover',
          color: 'text.primary',
          fontSize: '0.875rem',
          lineHeight: 1.6,
          fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
          '&:focus-visible': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <code className={language ? `language-${language}` : undefined}>{code}</code>
      </Box>
    </Box>
  );
}
