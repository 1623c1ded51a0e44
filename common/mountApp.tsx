import { CssBaseline, ThemeProvider } from '@mui/material';
import { startTransition, StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { applyDocumentLanguage } from './documentLanguage.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { t } from './i18n/index.ts';
import { PageFocus, SkipLink } from './PageFocus.tsx';
import { currentSite } from './site.ts';
import { appTheme } from './theme.ts';

/**
 * Starts a hand-written app: page language and title, its site's theme, the error screen and the router. Every page
 * opens with the link past the menus, and is titled (and, after a navigation, focused) by its heading.
 */
export function mountApp(App: ComponentType, { titleKey }: { titleKey: string }) {
  applyDocumentLanguage(titleKey);
  const root = createRoot(document.getElementById('root')!);
  // A transition: React renders the first screen in slices, yielding to the browser between them, instead of one
  // long task that blocks input (the page's own loader stays until the screen is ready).
  startTransition(() =>
    root.render(
      <StrictMode>
        <ThemeProvider theme={appTheme(currentSite())}>
          <CssBaseline />
          <ErrorBoundary>
            <BrowserRouter>
              <SkipLink />
              <PageFocus siteName={t(titleKey)} />
              {/* An app (or a screen of it) fetched on first use shows the wait here unless it frames it itself. */}
              <Suspense fallback={<LoadingScreen />}>
                <App />
              </Suspense>
            </BrowserRouter>
          </ErrorBoundary>
        </ThemeProvider>
      </StrictMode>,
    ),
  );
}
