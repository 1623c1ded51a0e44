import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import type { CurrentBanner } from '../entities/configurationReplies.ts';
import { apiFetch } from './api.ts';
import { session, useSession } from './session.ts';
import { loadState, saveState } from './storage.ts';

/** The first page load's question for the banner, asked by the start-up and then answered to the banner itself. */
let firstAsk: { token: string | null; text: Promise<string | null> } | null = null;

function askBanner(token: string | null): Promise<string | null> {
  return apiFetch<CurrentBanner>(token ? '/api/bandeau' : '/public/api/bandeau', { public: !token }).then(({ data }) => {
    // Kept as '' when there is none, so that the next page load knows there is nothing to wait for.
    saveState('banner', data.text ?? '');
    return data.text;
  });
}

/** How long the first page load waits for the banner before drawing the page without it. */
const FIRST_BANNER_WAIT_MS = 1_500;

/** An earlier page load kept the banner's text, or that there is none. */
export const bannerKept = () => loadState<string>('banner') !== undefined;

/**
 * Resolves once the banner is known: at once when an earlier page load kept it, otherwise when the server has said it
 * (at most 1.5 s). The apps draw their first screen after it, so that a banner arriving later does not push the page
 * down under the reader's pointer.
 */
export function bannerKnown(): Promise<unknown> {
  if (bannerKept()) return Promise.resolve();
  const token = session.get().token ?? null;
  firstAsk = { token, text: askBanner(token) };
  return Promise.race([firstAsk.text.catch(() => null), new Promise((resolve) => setTimeout(resolve, FIRST_BANNER_WAIT_MS))]);
}

/**
 * The information banner of the agency, on every page when the configuration has one. The last text seen is kept in
 * client state and shown at once on the next page load, while the server is asked again.
 */
export function Banner() {
  const { token } = useSession();
  const [text, setText] = useState<string | null>(() => loadState<string>('banner') || null);
  useEffect(() => {
    let live = true;
    // Each mount and each new session asks the server again, except right after the start-up asked it.
    const text = firstAsk?.token === (token ?? null) ? firstAsk.text : askBanner(token ?? null);
    firstAsk = null;
    text.then((answer) => live && setText(answer)).catch(() => live && setText(null));
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
