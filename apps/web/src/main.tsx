import './app/styles/tokens.css';
import './app/styles/base.css';
import { appMayStart } from './shared/lib/early-calls';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

let started = false;
function start(root: HTMLElement): void {
  if (started) return;
  started = true;
  void import('./app/boot').then(({ boot }) => boot(root));
}

// Let the browser paint index.html's splash first (on home for a guest, with its first banner: see
// build/first-screen-hints.ts), then evaluate the app's code, already downloading by then. The timer covers tabs
// that open in the background (no frames).
void appMayStart().then(() => {
  requestAnimationFrame(() => setTimeout(() => start(container), 0));
  setTimeout(() => start(container), 250);
});
