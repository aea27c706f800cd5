import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import MenuIcon from '@mui/icons-material/Menu';
import { useState } from 'react';
import { Outlet } from 'react-router';
import { SIDEBAR_ID, Sidebar } from '../../components/sidebar/sidebar';

/** The signed-in screens: a sidebar opened by a toggle button and closed by its overlay or a link. */
export function SignedInLayout() {
  const [sidebarOpen, setSidebarOpen] = useState(false);
  return (
    <Container sx={{ py: 2 }}>
      <Button
        startIcon={<MenuIcon />}
        onClick={() => setSidebarOpen((open) => !open)}
        aria-controls={SIDEBAR_ID}
        aria-expanded={sidebarOpen}
        sx={{ mb: 1 }}
      >
        Menu
      </Button>
      <Sidebar open={sidebarOpen} onClose={() => setSidebarOpen(false)} />
      <Outlet />
    </Container>
  );
}
