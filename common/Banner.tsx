import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiFetch } from './api.ts';
import { useSession } from './session.ts';
import { loadState, saveState } from './storage.ts';

/**
 * The information banner of the agency, on every page when the configuration has one. The last text seen is kept in
 * client state and shown at once on the next page load, while the server is asked again: a banner arriving after the
 * page is drawn would push the whole page down.
 */
export function Banner() {
  const { token } = useSession();
  const [text, setText] = useState<string | null>(() => loadState<string>('banner') ?? null);
  useEffect(() => {
    let live = true;
    apiFetch<{ text: string | null }>(token ? '/api/bandeau' : '/public/api/bandeau', { public: !token })
      .then(({ data }) => {
        saveState('banner', data.text ?? undefined);
        if (live) setText(data.text);
      })
      .catch(() => live && setText(null));
    return () => {
      live = false;
    };
  }, [token]);
  if (!text) return null;
  return (
    <Alert severity="info" role="status" data-testid="banner" sx={{ borderRadius: 0 }}>
      {text}
    </Alert>
  );
}
