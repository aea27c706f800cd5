import SendIcon from '@mui/icons-material/Send';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ROUTES, SHELL_TEXTS } from '@stride/domain';
import { COACH_CHAT_TEXTS, COACH_IDEAS } from '../../lib/coach/coach-chat-texts';
import { useTexts } from '../../lib/i18n/app-texts';
import { useBuiltInCoachOnly } from './use-built-in-coach-only';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_CHAT_TEXTS, COACH_IDEAS, SHELL_TEXTS };

/** Where each card's request is done by hand, in COACH_IDEAS's order, and the page's name there. */
const PAGES = [
  [ROUTES.habits, 'habits'],
  [ROUTES.dashboard, 'today'],
  [ROUTES.goals, 'goals'],
  [ROUTES.analytics, 'progress'],
] as const;

const cardArea = { display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' } as const;

/**
 * The AI Coach page's "Things to ask" cards: each sends its words to the coach. Issue 54: the
 * built-in coach (no AI provider on this server, which is also why calls are off) reads English
 * only, so in another language the cards' translated words would only earn "I cannot read that":
 * there each card opens the page that does the same instead, under a line saying why.
 */
export function CoachIdeas({ onAsk, disabled }: { onAsk: (prompt: string) => void; disabled: boolean }) {
  const { COACH_CHAT_TEXTS: T, COACH_IDEAS: ideas, SHELL_TEXTS: S } = useTexts(ENGLISH);
  const builtInOnly = useBuiltInCoachOnly();
  const heading = (
    <Typography variant="h2" sx={{ fontSize: 20, fontWeight: 700, mb: builtInOnly ? 0.5 : 2 }}>
      {builtInOnly ? T.ideasOnPages : T.ideasHeading}
    </Typography>
  );
  return (
    <>
      {heading}
      {builtInOnly && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.ideasOnPagesNote}
        </Typography>
      )}
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {ideas.map((idea, i) => {
          const [to, page] = PAGES[i]!;
          return (
            <Grid key={idea.title} size={{ xs: 12, sm: 6 }} component="li" sx={{ display: 'flex' }}>
              <Card variant="outlined" sx={{ flex: 1, display: 'flex' }}>
                {builtInOnly ? (
                  <CardActionArea component={RouterLink} to={to} sx={cardArea}>
                    <CardContent sx={{ flex: 1 }}>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
                        {idea.title}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ display: 'block', color: 'primary.main', fontWeight: 600 }}>
                        {S.bottomNav[page]} →
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                ) : (
                  <CardActionArea onClick={() => onAsk(idea.prompt)} disabled={disabled} sx={cardArea}>
                    <CardContent sx={{ flex: 1 }}>
                      <Typography component="span" sx={{ display: 'block', fontWeight: 700, mb: 0.5 }}>
                        {idea.title}
                      </Typography>
                      <Typography component="span" variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', color: 'primary.main', fontWeight: 600 }}>
                        <SendIcon aria-hidden="true" sx={{ fontSize: 16, mt: '3px' }} />
                        &ldquo;{idea.prompt}&rdquo;
                      </Typography>
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
                        {idea.note}
                      </Typography>
                    </CardContent>
                  </CardActionArea>
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
    </>
  );
}
