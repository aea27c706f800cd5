import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useShellTexts } from '../lib/i18n/use-locale';
import { PageContainer } from './page-container';

/**
 * A page of another language whose body is not translated yet (decision 054): it says so in the
 * page's language, and its body is marked English (`lang="en"`) so a screen reader reads it so.
 */
export function englishOnly(Page: ComponentType): ComponentType {
  function EnglishOnlyPage() {
    const texts = useShellTexts();
    return (
      <>
        <PageContainer>
          <Typography variant="body2" color="text.secondary" sx={{ pt: 2 }}>
            {texts.inEnglishOnly}
          </Typography>
        </PageContainer>
        <Box lang="en">
          <Page />
        </Box>
      </>
    );
  }
  return EnglishOnlyPage;
}
