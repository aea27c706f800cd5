import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import RefreshIcon from '@mui/icons-material/Refresh';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { visuallyHidden } from '@mui/utils';
import { useId, useState, type MouseEvent } from 'react';
import { useSession } from '../../lib/auth/session-context';
import { selectUser } from '../../lib/auth/session-store';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { formatConversationDay } from '../../lib/coach/conversation-day';
import type { ConversationSummary, ConversationsStatus } from './use-coach-conversations';
import { useTexts } from '../../lib/i18n/app-texts';

/** This file's texts in English; `useTexts` answers them in the account's language (issue 54). */
const ENGLISH = { COACH_CHAT_TEXTS };

interface ConversationsMenuProps {
  conversations: ConversationSummary[] | null;
  /** How the last asking for the list went. */
  status: ConversationsStatus;
  current: string | null;
  disabled: boolean;
  /** Asks for the list again: as the menu opens (another device may have gone on), and on Retry. */
  onLoad: () => void;
  onPick: (id: string) => void;
}

/** A line of the menu that is said, not chosen: read at full strength (a disabled item is greyed). */
const noteSx = { '&.Mui-disabled': { opacity: 1, color: 'text.secondary' }, whiteSpace: 'normal' } as const;

/**
 * The person's earlier conversations (issue 37), newest first: a menu button, so the list is
 * reached by keyboard (arrows, Home/End, typing a title's first letter) and read as a menu. Until
 * a list is known it says it is loading, or that it could not be read, with Retry; a list known
 * already stays while it is asked again. Each conversation says its day: Today, Yesterday, "Fri 27
 * Nov", in the person's own time zone.
 */
export function ConversationsMenu({ conversations, status, current, disabled, onLoad, onPick }: ConversationsMenuProps) {
  const { COACH_CHAT_TEXTS } = useTexts(ENGLISH);
  const timeZone = useSession(selectUser)?.timezone;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The chat's dialog: the menu opens inside it, not at the end of the page outside every landmark. */
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const failed = status === 'failed';
  const loading = status === 'loading' && conversations === null;
  const list = failed ? [] : (conversations ?? []);
  const now = new Date();
  const show = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setContainer(event.currentTarget.closest<HTMLElement>('[role="dialog"]'));
    onLoad();
  };
  const pick = (id: string) => {
    setAnchor(null);
    if (id !== current) onPick(id);
  };
  const retry = (event: MouseEvent<HTMLElement>) => {
    // Retry goes while the list is asked for: the focus stays in the menu (its arrows reach the list once it is there).
    event.currentTarget.closest<HTMLElement>('[role="menu"]')?.focus();
    onLoad();
  };
  return (
    <>
      <Button
        id={buttonId}
        size="small"
        startIcon={<HistoryIcon />}
        endIcon={<ExpandMoreIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        disabled={disabled}
        onClick={show}
      >
        {COACH_CHAT_TEXTS.conversations}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        container={container}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        disableScrollLock
        slotProps={{
          list: { 'aria-label': COACH_CHAT_TEXTS.conversationsLabel, 'aria-busy': loading || undefined, dense: true },
          paper: { sx: { width: 'min(360px, calc(100vw - 32px))', maxHeight: 'min(420px, 70vh)' } },
        }}
      >
        {(loading || failed) && (
          // One line, kept while it changes from loading to failed, so its words are read as they change.
          <MenuItem key="status" disabled sx={noteSx}>
            {loading && (
              <ListItemIcon>
                <CircularProgress size={16} aria-hidden="true" />
              </ListItemIcon>
            )}
            <ListItemText primary={<span role="status">{loading ? COACH_CHAT_TEXTS.conversationsLoading : COACH_CHAT_TEXTS.conversationsFailed}</span>} />
          </MenuItem>
        )}
        {failed && (
          <MenuItem key="retry" onClick={retry}>
            <ListItemIcon>
              <RefreshIcon fontSize="small" aria-hidden="true" />
            </ListItemIcon>
            <ListItemText primary={COACH_CHAT_TEXTS.retry} />
          </MenuItem>
        )}
        {!loading && !failed && list.length === 0 && (
          <MenuItem key="none" disabled sx={noteSx}>
            {COACH_CHAT_TEXTS.noConversations}
          </MenuItem>
        )}
        {list.map((conversation) => {
          const title = conversation.title.trim() || COACH_CHAT_TEXTS.untitledConversation;
          const when = formatConversationDay(conversation.lastMessageAt, now, timeZone) ?? '';
          const isCurrent = conversation.id === current;
          return (
            <MenuItem key={conversation.id} selected={isCurrent} aria-current={isCurrent ? 'true' : undefined} onClick={() => pick(conversation.id)}>
              <ListItemText
                primary={
                  <>
                    {title}
                    {isCurrent && <span style={visuallyHidden}>{` (${COACH_CHAT_TEXTS.currentConversation})`}</span>}
                  </>
                }
                secondary={when}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
