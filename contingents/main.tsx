import { CssBaseline, ThemeProvider } from '@mui/material';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { applyDocumentLanguage } from '../common/documentLanguage.ts';
import { ErrorBoundary } from '../common/ErrorBoundary.tsx';
import { appTheme } from '../common/theme.ts';
import { App } from './App.tsx';

applyDocumentLanguage('contingents.name');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeProvider theme={appTheme('#0f766e')}>
      <CssBaseline />
      <ErrorBoundary>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </ErrorBoundary>
    </ThemeProvider>
  </StrictMode>,
);
