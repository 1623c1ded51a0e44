import { Alert } from '@mui/material';
import { t } from './i18n/index.ts';

/** Internet Explorer cannot run the apps; say so instead of failing silently. */
export function UnsupportedBrowser() {
  const ie = typeof navigator !== 'undefined' && /MSIE |Trident\//.test(navigator.userAgent);
  if (!ie) return null;
  return <Alert severity="warning">{t('app.unsupported_browser')}</Alert>;
}
