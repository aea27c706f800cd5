import Box, { type BoxProps } from '@mui/material/Box';

const MAX_WIDTHS = { sm: 600, md: 900, lg: 1200 } as const;

interface PageContainerProps extends Omit<BoxProps, 'maxWidth'> {
  maxWidth?: keyof typeof MAX_WIDTHS;
}

/**
 * Centred content with the page gutters: what MUI's Container does, as a Box. It is on every first
 * page load (footer, landing page), where Container's extra module is not worth its bytes.
 */
export function PageContainer({ maxWidth = 'lg', sx, ...props }: PageContainerProps) {
  return <Box {...props} sx={[{ width: '100%', maxWidth: MAX_WIDTHS[maxWidth], mx: 'auto', px: { xs: 2, sm: 3 } }, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
