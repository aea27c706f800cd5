import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { NavItem } from './nav-items';

interface CompactNavMenuProps {
  id: string;
  anchor: HTMLElement | null;
  items: NavItem[];
  onClose: () => void;
}

/** The phone-width navigation menu. Its own chunk: Menu brings the popover and modal machinery. */
export default function CompactNavMenu({ id, anchor, items, onClose }: CompactNavMenuProps) {
  // A link chosen: focus goes to the new page's heading (issue 39), not back to the menu button.
  const [leaving, setLeaving] = useState(false);
  if (anchor && leaving) setLeaving(false);
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose} disableRestoreFocus={leaving}>
      {items.map((item) =>
        item.to ? (
          <MenuItem
            key={item.label}
            component={RouterLink}
            to={item.to}
            onClick={() => {
              setLeaving(true);
              onClose();
            }}
            sx={{ minHeight: 44 }}
          >
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem key={item.label} onClick={item.onSelect} sx={{ minHeight: 44 }}>
            {item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
