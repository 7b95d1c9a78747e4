// First: zod parses without eval, which the app's CSP forbids.
import '@sbc/contract/browser';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { ConnectingScreen } from './components/connecting-screen';
import { readConnectCode } from './lib/connect-url';
import { setConnectNotice } from './lib/connect-notice';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root in index.html');
const root = createRoot(container);

/**
 * The phone app opens any page with `?code=<one-time connect code>`: it becomes this host's
 * member session before the first page loads its data, then leaves the address bar (history,
 * Referer). The exchange code (the API client) loads only when a code is there.
 */
async function connectFromUrl(): Promise<void> {
  const found = readConnectCode(window.location.href);
  if (!found) return;
  root.render(<ConnectingScreen />);
  try {
    const { connectWithCode } = await import('./lib/connect');
    const outcome = await connectWithCode(found.code);
    setConnectNotice(outcome === 'connected' ? null : outcome);
  } catch {
    setConnectNotice('unavailable');
  } finally {
    window.history.replaceState(window.history.state, '', found.cleanUrl);
  }
}

void connectFromUrl().then(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
