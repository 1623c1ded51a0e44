import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { apiFetch } from './api.ts';
import { useSession } from './session.ts';

/** The information banner of the agency, on every page when the configuration has one. */
export function Banner() {
  const { token } = useSession();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    apiFetch<{ text: string | null }>(token ? '/api/bandeau' : '/public/api/bandeau', { public: !token })
      .then(({ data }) => live && setText(data.text))
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
