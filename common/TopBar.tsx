import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import { AppBar, Box, Button, Chip, Drawer, IconButton, List, ListItemButton, ListItemText, Toolbar, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Identity } from '../entities/identity.ts';
import { t } from './i18n/index.ts';
import { signOut } from './signOut.ts';

interface Props {
  /** The name of the space, linking to its home. */
  brand: string;
  /** A flag beside the name (the training site). */
  badge?: string;
  identity: Identity;
  /** The space's main pages. */
  links?: readonly { to: string; label: string }[];
}

export function displayName(identity: Identity): string {
  return `${identity.firstName} ${identity.lastName}`.trim() || identity.username;
}

/**
 * The bar on top of every signed-in page: the space, its main pages, who is signed in, and the way out. On a phone
 * the pages are in a menu that closes after each navigation.
 */
export function TopBar({ brand, badge, identity, links = [] }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setMenuOpen(false), [pathname]);
  return (
    <AppBar position="static" color="primary">
      <Toolbar sx={{ gap: 1.5 }}>
        {links.length > 0 && (
          <IconButton color="inherit" edge="start" onClick={() => setMenuOpen(true)} aria-label={t('app.menu')} sx={{ display: { xs: 'inline-flex', md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        )}
        <Typography
          component={RouterLink}
          to="/"
          variant="h6"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, minWidth: 0 }}
        >
          {brand}
        </Typography>
        {badge && <Chip label={badge} size="small" color="secondary" data-testid="training-badge" />}
        <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
          {links.map((link) => (
            <Button key={link.to} component={RouterLink} to={link.to} color="inherit" aria-current={pathname.startsWith(link.to) ? 'page' : undefined}
              sx={{ fontWeight: pathname.startsWith(link.to) ? 700 : 500, borderBottom: 2, borderColor: pathname.startsWith(link.to) ? 'currentColor' : 'transparent', borderRadius: 0 }}>
              {link.label}
            </Button>
          ))}
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        <Box sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', minWidth: 0 }}>
          <Typography variant="body2" noWrap data-testid="user-name" sx={{ fontWeight: 600 }}>
            {displayName(identity)}
          </Typography>
          {identity.company && (
            <Typography variant="caption" noWrap component="div" sx={{ opacity: 0.8 }}>
              {identity.company.name}
            </Typography>
          )}
        </Box>
        <Button color="inherit" variant="outlined" onClick={signOut} startIcon={<LogoutIcon />} sx={{ display: { xs: 'none', sm: 'inline-flex' }, borderColor: 'rgba(255,255,255,0.5)' }}>
          {t('app.logout')}
        </Button>
        <Tooltip title={t('app.logout')}>
          <IconButton color="inherit" onClick={signOut} aria-label={t('app.logout')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)}>
        <List component="nav" sx={{ width: 260 }}>
          {links.map((link) => (
            <ListItemButton key={link.to} component={RouterLink} to={link.to} selected={pathname.startsWith(link.to)}>
              <ListItemText primary={link.label} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}
