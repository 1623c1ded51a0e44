import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage } from '../common/documentLanguage.ts';
import { App } from './App.tsx';

applyDocumentLanguage('admin.title');

const root = createRoot(document.getElementById('root')!);
// A transition: React renders the back office's first screen in slices, yielding to the browser between them, instead
// of one long task that blocks input (the page's own loader stays until the screen is ready).
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
