import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import HistoryIcon from '@mui/icons-material/History';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { visuallyHidden } from '@mui/utils';
import { useId, useState, type MouseEvent } from 'react';
import { COACH_CHAT_TEXTS } from '../../lib/coach/coach-chat-texts';
import { formatShortDay } from '../../lib/format-date';
import type { ConversationSummary } from './use-coach-conversations';

interface ConversationsMenuProps {
  conversations: ConversationSummary[] | null;
  current: string | null;
  disabled: boolean;
  /** Asks for the list again as the menu opens (another device may have gone on). */
  onOpen: () => void;
  onPick: (id: string) => void;
}

/**
 * The person's earlier conversations (issue 37), newest first: a menu button, so the list is
 * reached by keyboard (arrows, Home/End, typing a title's first letter) and read as a menu.
 */
export function ConversationsMenu({ conversations, current, disabled, onOpen, onPick }: ConversationsMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** The chat's dialog: the menu opens inside it, not at the end of the page outside every landmark. */
  const [container, setContainer] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const list = conversations ?? [];
  const show = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setContainer(event.currentTarget.closest<HTMLElement>('[role="dialog"]'));
    onOpen();
  };
  const pick = (id: string) => {
    setAnchor(null);
    if (id !== current) onPick(id);
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
        slotProps={{ list: { 'aria-label': COACH_CHAT_TEXTS.conversationsLabel, dense: true }, paper: { sx: { width: 'min(360px, calc(100vw - 32px))', maxHeight: 'min(420px, 70vh)' } } }}
      >
        {list.length === 0 && <MenuItem disabled>{COACH_CHAT_TEXTS.noConversations}</MenuItem>}
        {list.map((conversation) => {
          const title = conversation.title.trim() || COACH_CHAT_TEXTS.untitledConversation;
          const when = formatShortDay(conversation.lastMessageAt) ?? '';
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
