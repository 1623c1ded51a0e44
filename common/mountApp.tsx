import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode, Suspense, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { applyDocumentLanguage } from './documentLanguage.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { LoadingScreen } from './LoadingScreen.tsx';
import { currentSite } from './site.ts';
import { appTheme } from './theme.ts';

/** Starts a hand-written app: page language and title, its site's theme, the error screen and the router. */
export function mountApp(App: ComponentType, { titleKey }: { titleKey: string }) {
  applyDocumentLanguage(titleKey);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ThemeProvider theme={appTheme(currentSite())}>
        <CssBaseline />
        <ErrorBoundary>
          <BrowserRouter>
            {/* An app (or a screen of it) fetched on first use shows the wait here unless it frames it itself. */}
            <Suspense fallback={<LoadingScreen />}>
              <App />
            </Suspense>
          </BrowserRouter>
        </ErrorBoundary>
      </ThemeProvider>
    </StrictMode>,
  );
}
