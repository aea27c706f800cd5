import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_CHAT_TEXTS };

/** A thing to say next: the request sent, and what its button shows (the person's language, issue 54). */
export interface Suggestion {
  text: string;
  label: string;
}

/** Things to say next, under the last reply (issue 37): tapping one sends it as the person's message. */
export function ChatSuggestions({ suggestions, disabled, onPick }: { suggestions: Suggestion[]; disabled: boolean; onPick: (suggestion: Suggestion) => void }) {
  const { COACH_CHAT_TEXTS } = useTexts(ENGLISH);
  if (!suggestions.length) return null;
  return (
    <Stack
      component="ul"
      aria-label={COACH_CHAT_TEXTS.suggestionsLabel}
      direction="row"
      useFlexGap
      sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, mt: 1.5, p: 0, justifyContent: 'flex-end' }}
    >
      {suggestions.map((suggestion) => (
        <li key={suggestion.text} style={{ maxWidth: '100%' }}>
          <Button
            variant="outlined"
            size="small"
            disabled={disabled}
            onClick={() => onPick(suggestion)}
            sx={{ borderRadius: 99, textTransform: 'none', textAlign: 'left', maxWidth: '100%', overflowWrap: 'anywhere', lineHeight: 1.4, py: 0.5 }}
          >
            {suggestion.label}
          </Button>
        </li>
      ))}
    </Stack>
  );
}
