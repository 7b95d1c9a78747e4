// First: zod parses without eval, which the app's CSP forbids.
import '@sbc/contract/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root in index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
