import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from '../shared/lib/query-client';
import { App } from './app';
import { registerServiceWorker } from './register-service-worker';
import { prepareFirstRender } from './start';

/** Starts the app in `container`, replacing the splash that index.html painted. */
export async function boot(container: HTMLElement): Promise<void> {
  await prepareFirstRender();
  createRoot(container).render(
    <StrictMode>
      <App queryClient={createQueryClient()} />
    </StrictMode>,
  );
  registerServiceWorker();
}
