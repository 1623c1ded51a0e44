import LogoutIcon from '@mui/icons-material/Logout';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import MenuIcon from '@mui/icons-material/Menu';
import {
  AppBar,
  Badge,
  Box,
  Button,
  Chip,
  Drawer,
  IconButton,
  List,
  ListItemButton,
  ListItemText,
  Menu,
  MenuItem,
  Toolbar,
  Tooltip,
  Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import type { Identity } from '../entities/identity.ts';
import { t } from './i18n/index.ts';
import { FOCUS_RING } from './PageFocus.tsx';
import { signOut } from './signOut.ts';

interface Props {
  /** The name of the space, linking to its home. */
  brand: string;
  /** A flag beside the name (the training site). */
  badge?: string;
  /** A logo before the name (a white-labelled company's). */
  logo?: string | null;
  identity: Identity;
  /** The space's main pages. */
  links?: readonly NavLink[];
}

/** A page of the menu; `count` shows a badge (unseen messages), `more` puts it under "More" on a wide screen. */
export interface NavLink {
  to: string;
  label: string;
  count?: number;
  more?: boolean;
}

/** A link's label with its count, when there is one. */
function Counted({ link }: { link: NavLink }) {
  if (!link.count) return <>{link.label}</>;
  return (
    <Badge
      badgeContent={link.count}
      color="secondary"
      max={99}
      data-testid={`nav-count-${link.to.replace(/\W+/g, '')}`}
      sx={{ mr: 1.5, '& .MuiBadge-badge': { right: -12 } }}
    >
      {link.label}
    </Badge>
  );
}

export function displayName(identity: Identity): string {
  return `${identity.firstName} ${identity.lastName}`.trim() || identity.username;
}

/**
 * The bar on top of every signed-in page: the space, its main pages, who is signed in, and the way out. On a phone
 * the pages are in a menu that closes after each navigation.
 */
export function TopBar({ brand, badge, logo, identity, links = [] }: Props) {
  const [menuOpen, setMenuOpen] = useState(false);
  const [moreAnchor, setMoreAnchor] = useState<HTMLElement | null>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    setMenuOpen(false);
    setMoreAnchor(null);
  }, [pathname]);
  const more = links.filter((link) => link.more);
  return (
    <AppBar position="static" color="primary" sx={FOCUS_RING}>
      <Toolbar sx={{ gap: 1.5 }}>
        {links.length > 0 && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setMenuOpen(true)}
            aria-label={t('app.menu')}
            sx={{ display: { xs: 'inline-flex', md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
        )}
        {logo && (
          <Box
            component="img"
            src={logo}
            alt=""
            data-testid="brand-logo"
            sx={{ height: 32, maxWidth: 96, objectFit: 'contain', bgcolor: 'common.white', borderRadius: 0.5, p: 0.25 }}
          />
        )}
        <Typography component={RouterLink} to="/" variant="h6" noWrap sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, minWidth: 0 }}>
          {brand}
        </Typography>
        {badge && <Chip label={badge} size="small" color="secondary" data-testid="training-badge" />}
        <Box component="nav" sx={{ display: { xs: 'none', md: 'flex' }, gap: 0.5, ml: 2 }}>
          {links
            .filter((link) => !link.more)
            .map((link) => (
              <Button
                key={link.to}
                component={RouterLink}
                to={link.to}
                color="inherit"
                aria-current={pathname.startsWith(link.to) ? 'page' : undefined}
                sx={{
                  fontWeight: pathname.startsWith(link.to) ? 700 : 500,
                  borderBottom: 2,
                  borderColor: pathname.startsWith(link.to) ? 'currentColor' : 'transparent',
                  borderRadius: 0,
                  whiteSpace: 'nowrap',
                  flexShrink: 0,
                }}
              >
                <Counted link={link} />
              </Button>
            ))}
          {more.length > 0 && (
            <Button
              color="inherit"
              endIcon={<ExpandMoreIcon />}
              onClick={(event) => setMoreAnchor(event.currentTarget)}
              aria-haspopup="menu"
              sx={{ fontWeight: 500, whiteSpace: 'nowrap', flexShrink: 0 }}
            >
              {t('content.nav.more')}
            </Button>
          )}
          <Menu anchorEl={moreAnchor} open={Boolean(moreAnchor)} onClose={() => setMoreAnchor(null)} sx={FOCUS_RING}>
            {more.map((link) => (
              <MenuItem key={link.to} component={RouterLink} to={link.to} selected={pathname.startsWith(link.to)}>
                <Counted link={link} />
              </MenuItem>
            ))}
          </Menu>
        </Box>
        <Box sx={{ flexGrow: 1 }} />
        {/* A person's and a company's names: data, never translated. */}
        <Box translate="no" sx={{ display: { xs: 'none', sm: 'block' }, textAlign: 'right', minWidth: 0 }}>
          <Typography variant="body2" noWrap data-testid="user-name" sx={{ fontWeight: 600 }}>
            {displayName(identity)}
          </Typography>
          {identity.company && (
            <Typography variant="caption" noWrap component="div">
              {identity.company.name}
            </Typography>
          )}
        </Box>
        <Button
          color="inherit"
          variant="outlined"
          onClick={signOut}
          startIcon={<LogoutIcon />}
          sx={{ display: { xs: 'none', sm: 'inline-flex' }, borderColor: 'rgba(255,255,255,0.5)' }}
        >
          {t('app.logout')}
        </Button>
        <Tooltip title={t('app.logout')}>
          <IconButton color="inherit" onClick={signOut} aria-label={t('app.logout')} sx={{ display: { xs: 'inline-flex', sm: 'none' } }}>
            <LogoutIcon />
          </IconButton>
        </Tooltip>
      </Toolbar>
      <Drawer open={menuOpen} onClose={() => setMenuOpen(false)} sx={FOCUS_RING}>
        <List component="nav" sx={{ width: 260 }}>
          {links.map((link) => (
            <ListItemButton key={link.to} component={RouterLink} to={link.to} selected={pathname.startsWith(link.to)}>
              <ListItemText primary={<Counted link={link} />} />
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </AppBar>
  );
}
