import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setHydratingDrawnView } from '../shared/lib/drawn-render';
import { createQueryClient } from '../shared/lib/query-client';
import { App } from './app';
import { whenAnswering } from './first-view/answering';
import { adoptDrawnFirstView } from './first-view/drawn-first-view';
import { registerServiceWorker } from './register-service-worker';
import { prepareFirstRender } from './start';

/**
 * Starts the app in `container`: it hydrates the first view the server drew there, or replaces the splash that
 * index.html painted. Either way as a transition, so the work is done in slices that yield to the browser between
 * them instead of one long task that a slow phone cannot interrupt; what is on screen stays until it is complete.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const queryClient = createQueryClient();
  const drawn = adoptDrawnFirstView(container, queryClient);
  await prepareFirstRender(queryClient);
  // the drawn view's controls take taps once the route's screen is the app's: hydrated, or replaced by the first
  // commit (a view drawn for someone else)
  whenAnswering(() => {
    delete container.dataset.firstView;
    setHydratingDrawnView(false);
  });
  const app = (
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>
  );
  startTransition(() => {
    if (drawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  registerServiceWorker();
}
