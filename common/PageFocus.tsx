import { Box } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import { type MouseEvent, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { t } from './i18n/index.ts';
import { visibleText, pageTitle } from './pageTitle.ts';

/** How long the page must stay still before its heading is read: a screen shows its own heading once its data is in. */
const SETTLE_MS = 120;
/** A page that never stays still (an animation drawn by script) is read at least this often. */
const MAX_WAIT_MS = 500;
/** A heading completed by late data (a record's reference) soon after it was read out is read out again, completed. */
const COMPLETION_MS = 5_000;

/** The page the app was loaded on, and whether the user has left it since (a frame mounted again keeps knowing). */
let landing: string | null = null;
let moved = false;

/**
 * Says where the user is, on every page of an app: the tab's title is the page's heading and the site's name, and
 * after a change of route (not on the first load, where the browser reads the page itself) the heading takes the
 * focus and a polite live region reads the title, as a full page load would. The heading is found by `heading`: a
 * page's h1, or react-admin's title in the app bar. Focus the user has moved meanwhile is left where it is.
 */
export function PageFocus({ siteName, heading = 'h1' }: { siteName: string; heading?: string }) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    landing ??= pathname;
    moved ||= pathname !== landing;
    const navigated = moved;
    const focusedBefore = document.activeElement;
    let arrived = !navigated;
    let announced: { title: string; at: number } | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      const element = document.querySelector<HTMLElement>(heading);
      const text = element ? visibleText(element) : '';
      if (!element || !text) return;
      const title = pageTitle(text, siteName);
      if (document.title !== title) document.title = title;
      if (announced && announced.title !== title && Date.now() - announced.at < COMPLETION_MS) {
        announced = { title, at: announced.at };
        setAnnouncement(title);
      }
      if (arrived) return;
      arrived = true;
      announced = { title, at: Date.now() };
      setAnnouncement(title);
      const active = document.activeElement;
      if (active === focusedBefore || active === null || active === document.body) {
        element.tabIndex = -1;
        element.focus();
      }
    };
    let waitingSince: number | undefined;
    const settle = () => {
      clearTimeout(timer);
      waitingSince ??= Date.now();
      timer = setTimeout(
        () => {
          waitingSince = undefined;
          read();
        },
        Math.max(0, Math.min(SETTLE_MS, waitingSince + MAX_WAIT_MS - Date.now())),
      );
    };
    settle();
    const observer = new MutationObserver(settle);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [pathname, heading, siteName]);

  return (
    <Box role="status" aria-live="polite" data-testid="route-announcer" sx={visuallyHidden}>
      {announcement}
    </Box>
  );
}

/**
 * A keyboard's focus seen on a bar's links and buttons: a ring of their own text's colour, which contrasts with the
 * bar as the text does (MUI's focus ripple alone is too faint there). Spread into the `sx` of the bar or menu.
 */
export const FOCUS_RING = { '& :focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' } } as const;

/** Where "skip to content" lands: the page's main region, else its heading. */
function focusMain(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.querySelector<HTMLElement>('main') ?? document.querySelector<HTMLElement>('h1');
  if (!target) return;
  event.preventDefault();
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/** The first thing a keyboard reaches on every page: a link past the menus to the content, shown while focused. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      onClick={focusMain}
      data-testid="skip-link"
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        fontWeight: 600,
        boxShadow: 3,
        outline: '3px solid',
        outlineColor: 'text.primary',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('app.skip_to_content')}
    </Box>
  );
}
