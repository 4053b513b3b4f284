import CloseIcon from '@mui/icons-material/Close';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  selectCurrentUser,
  useAppSelector,
  useLogoutMutation,
} from '@yrkesbro/api-client';
import { AUTH_MESSAGES } from '@yrkesbro/contracts';
import { UnreadMessagesLink } from '@yrkesbro/messaging';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@yrkesbro/ui';
import { navLinksFor } from './nav-links.ts';
import { TEXTS } from '../texts.ts';

const T = TEXTS.layout.navbar;

/** The same navbar on every page; on phones the links fold into a menu. */
export function Navbar() {
  const user = useAppSelector(selectCurrentUser);
  const [logout] = useLogoutMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [menuOpen, setMenuOpen] = useState(false);
  const { main, account } = navLinksFor(user);
  const { pathname } = useLocation();

  const signOut = async () => {
    setMenuOpen(false);
    try {
      await logout().unwrap();
      // A fresh page load leaves nothing of the previous user in any remote's memory or cache.
      window.location.assign('/');
    } catch (error) {
      enqueueSnackbar(errorMessage(error, AUTH_MESSAGES.logoutFailed), { variant: 'error' });
    }
  };

  const links = [...main, ...account];
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      <Toolbar
        component="nav"
        aria-label={T.mainMenu}
        sx={{ gap: 1, maxWidth: 1200, width: '100%', mx: 'auto' }}
      >
        <Typography
          component={RouterLink}
          to="/"
          variant="h3"
          sx={{ color: 'primary.main', textDecoration: 'none', fontWeight: 700, mr: 'auto' }}
        >
          {T.brand}
        </Typography>
        <Box sx={{ display: { xs: 'none', md: 'flex' }, gap: 1, alignItems: 'center' }}>
          {main.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit">
              {link.label}
            </Button>
          ))}
          {account.map((link, index) => (
            <Button
              key={link.to}
              component={RouterLink}
              to={link.to}
              variant={!user && index === account.length - 1 ? 'contained' : 'text'}
              color={!user && index === account.length - 1 ? 'secondary' : 'primary'}
            >
              {link.label}
            </Button>
          ))}
          {user && (
            <Button onClick={signOut} color="inherit">
              {T.logout}
            </Button>
          )}
        </Box>
        <UnreadMessagesLink />
        <IconButton
          sx={{ display: { md: 'none' } }}
          aria-label={T.openMenu}
          aria-expanded={menuOpen}
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      <Drawer anchor="right" open={menuOpen} onClose={() => setMenuOpen(false)}>
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
          <Typography component="h2" variant="h3" sx={{ mr: 'auto' }}>
            {T.menu}
          </Typography>
          <IconButton aria-label={T.closeMenu} onClick={() => setMenuOpen(false)} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <List sx={{ width: 260 }} aria-label={T.menu}>
          {links.map((link) => {
            const current = isCurrent(link.to, pathname);
            return (
              <ListItemButton
                key={link.to}
                component={RouterLink}
                to={link.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={() => setMenuOpen(false)}
              >
                {link.label}
              </ListItemButton>
            );
          })}
          {user && <ListItemButton onClick={signOut}>{T.logout}</ListItemButton>}
        </List>
      </Drawer>
    </AppBar>
  );
}

/** A link marks the page it leads to and the pages under it (/calendar marks /calendar/day/…). */
export function isCurrent(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
