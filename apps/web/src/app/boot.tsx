import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../shared/lib/query-client';
import { App } from './app';
import { registerServiceWorker } from './register-service-worker';
import { prepareFirstRender } from './start';

/** Starts the app in `container`, replacing the splash that index.html painted. */
export async function boot(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  await prepareFirstRender(queryClient);
  const root = createRoot(container);
  // As a transition the first render is done in slices that yield to the browser between them, instead of one
  // long task that a slow phone cannot interrupt; the splash stays on screen until it is complete.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  registerServiceWorker();
}
