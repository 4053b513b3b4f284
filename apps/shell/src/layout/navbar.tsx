import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import {
  errorMessage,
  selectCurrentUser,
  useAppSelector,
  useLogoutMutation,
} from '@yrkesbro/api-client';
import { LOGOUT_FAILED } from '@yrkesbro/contracts';
import { UnreadMessagesLink } from '@yrkesbro/messaging';
import { muiTheme, Link as RouterLink, useLocation, usePageShown } from '@yrkesbro/ui';
import { useSnackbar } from '@yrkesbro/toasts';
import { useCallback, useEffect, useState } from 'react';
import { navLinksFor } from './nav-links.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.navbar;

// The menu's drawer is its own chunk: with its modal, focus trap and transitions it would add
// several KiB to the first load of every page, on screens where the menu button is hidden too.
const loadNavDrawer = () => import('./nav-drawer.tsx');
type NavDrawerComponent = Awaited<ReturnType<typeof loadNavDrawer>>['default'];
// Below this width the links fold into the menu (MUI's md breakpoint, as the sx props say).
const FOLDED_MENU = muiTheme.breakpoints.down('md').replace('@media ', '');

/** The same navbar on every page; on phones the links fold into a menu. */
export function Navbar() {
  const user = useAppSelector(selectCurrentUser);
  const [logout] = useLogoutMutation();
  const { enqueueSnackbar } = useSnackbar();
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu closes whenever the page changes, also when a link's own click never reached it (a
  // page that holds links back until asked, as the assessment does, navigates itself).
  const { pathname } = useLocation();
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const [NavDrawer, setNavDrawer] = useState<NavDrawerComponent | null>(null);
  const { main, account } = navLinksFor(user);

  const loadDrawer = useCallback(
    () => loadNavDrawer().then((module) => setNavDrawer(() => module.default)),
    [],
  );
  // Where the menu button shows, the drawer's code comes once the page has shown its content,
  // not on the tap; mounted closed, it slides in on the first opening too. Should that fail, the
  // tap asks again.
  const pageShown = usePageShown();
  useEffect(() => {
    if (pageShown && window.matchMedia?.(FOLDED_MENU).matches) loadDrawer().catch(() => undefined);
  }, [loadDrawer, pageShown]);

  const openMenu = () => {
    if (NavDrawer) return setMenuOpen(true);
    loadDrawer().then(
      () => setMenuOpen(true),
      () => enqueueSnackbar(T.menuFailed, { variant: 'error' }),
    );
  };

  const signOut = async () => {
    setMenuOpen(false);
    try {
      await logout().unwrap();
      // The tab's storage holds only the forms' drafts: what this person typed goes with them.
      forgetDrafts();
      // A fresh page load leaves nothing of the previous user in any remote's memory or cache.
      window.location.assign('/');
    } catch (error) {
      enqueueSnackbar(errorMessage(error, LOGOUT_FAILED), { variant: 'error' });
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
          onClick={openMenu}
        >
          <MenuIcon />
        </IconButton>
      </Toolbar>
      {NavDrawer && (
        <NavDrawer
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          links={links}
          onSignOut={user ? signOut : undefined}
        />
      )}
    </AppBar>
  );
}

function forgetDrafts() {
  try {
    sessionStorage.clear();
  } catch {
    // Storage refused (a privacy setting): no draft was kept either.
  }
}
