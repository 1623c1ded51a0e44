import { Alert, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Labeled, useRecordContext, useTranslate } from 'react-admin';
import { apiFetch } from '../../../common/api.ts';
import type { CurrentBanner } from '../../../entities/configurationReplies.ts';

/**
 * The banner exactly as users get it today: asked from the users' own route, so the server's rules (switched off,
 * blank, expired) decide, not a copy of them. Drawn like common/Banner.tsx draws it.
 */
export function BannerPreview() {
  const translate = useTranslate();
  const record = useRecordContext();
  const [text, setText] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    let live = true;
    apiFetch<CurrentBanner>('/api/bandeau')
      .then(({ data }) => live && setText(data.text))
      .catch(() => live && setText(null));
    return () => {
      live = false;
    };
  }, [record]);
  if (text === undefined) return null;
  return (
    <Labeled label="admin.configuration.banner.preview" fullWidth>
      {text ? (
        <Alert severity="info" role="status" data-testid="banner-preview" sx={{ borderRadius: 0 }}>
          {text}
        </Alert>
      ) : (
        <Typography variant="body2" color="text.secondary" data-testid="banner-preview-none">
          {translate('admin.configuration.banner.not_shown')}
        </Typography>
      )}
    </Labeled>
  );
}
