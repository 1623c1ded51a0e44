import LogoutIcon from '@mui/icons-material/Logout';
import { AppBar, Box, Button, Chip, IconButton, Toolbar, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Identity } from '../entities/identity.ts';
import { t } from './i18n/index.ts';
import { signOut } from './signOut.ts';

interface Props {
  /** The name of the space, linking to its home. */
  brand: string;
  /** A flag beside the name (the training site). */
  badge?: string;
  identity: Identity;
}

export function displayName(identity: Identity): string {
  return `${identity.firstName} ${identity.lastName}`.trim() || identity.username;
}

/** The bar on top of every signed-in page: the space, who is signed in, and the way out. */
export function TopBar({ brand, badge, identity }: Props) {
  return (
    <AppBar position="static" color="primary">
      <Toolbar sx={{ gap: 1.5 }}>
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
    </AppBar>
  );
}
