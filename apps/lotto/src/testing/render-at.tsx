import { render } from '@testing-library/react';
import { App } from '../app/app';

/** The whole app as the server serves it at `url` (a path with its query). */
export function renderAt(url: string) {
  window.history.replaceState(null, '', url);
  return render(<App />);
}
