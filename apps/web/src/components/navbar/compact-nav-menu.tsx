import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
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
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {items.map((item) =>
        item.to ? (
          <MenuItem key={item.label} component={RouterLink} to={item.to} onClick={onClose}>
            {item.label}
          </MenuItem>
        ) : (
          <MenuItem key={item.label} onClick={item.onSelect}>
            {item.label}
          </MenuItem>
        ),
      )}
    </Menu>
  );
}
