import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyDocumentLanguage } from '../common/documentLanguage.ts';
import { App } from './App.tsx';

applyDocumentLanguage('admin.title');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
