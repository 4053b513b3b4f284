import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useLocation } from '@yrkesbro/ui';
import type { NavLink } from './nav-links.ts';
import { TEXTS } from './texts.ts';

const T = TEXTS.navbar;
const TITLE_ID = 'nav-drawer-title';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  links: NavLink[];
  /** Given when someone is signed in: the menu then ends with 'Logg ut'. */
  onSignOut?: () => void;
}

/** The navbar's links on phones, in a drawer from the right. */
export default function NavDrawer({ open, onClose, links, onSignOut }: NavDrawerProps) {
  const { pathname } = useLocation();
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // A modal over the page: a screen reader says so and names it by its heading.
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': TITLE_ID } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pt: 1 }}>
        <Typography id={TITLE_ID} component="h2" variant="h3" sx={{ mr: 'auto' }}>
          {T.menu}
        </Typography>
        {/* Not pulled to the edge: its focus ring would be cut at the screen's side. */}
        <IconButton aria-label={T.closeMenu} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <List sx={{ width: 260 }} aria-label={T.menu}>
        {links.map((link) => {
          const current = isCurrent(link.to, pathname);
          // Each in its own item: a list of bare links is no list to a screen reader.
          return (
            <ListItem key={link.to} disablePadding>
              <ListItemButton
                component={RouterLink}
                to={link.to}
                selected={current}
                aria-current={current ? 'page' : undefined}
                onClick={onClose}
              >
                {link.label}
              </ListItemButton>
            </ListItem>
          );
        })}
        {onSignOut && (
          <ListItem disablePadding>
            <ListItemButton onClick={onSignOut}>{T.logout}</ListItemButton>
          </ListItem>
        )}
      </List>
    </Drawer>
  );
}

/** A link marks the page it leads to and the pages under it (/calendar marks /calendar/day/…). */
export function isCurrent(to: string, pathname: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
