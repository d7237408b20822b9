import './app/styles/tokens.css';
import './app/styles/base.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

let started = false;
function start(root: HTMLElement): void {
  if (started) return;
  started = true;
  void import('./app/boot').then(({ boot }) => boot(root));
}

// Let the browser paint index.html's splash first: the app's code (already downloading, see the first-screen
// hints) is evaluated right after that frame. The timer covers tabs that open in the background (no frames).
requestAnimationFrame(() => setTimeout(() => start(container), 0));
setTimeout(() => start(container), 250);
