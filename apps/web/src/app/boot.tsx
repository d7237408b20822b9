import { startTransition, StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createQueryClient } from '../shared/lib/query-client';
import { App } from './app';
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
  // the drawn view's controls take taps once React answers them: at once when it hydrates them (it hydrates a section
  // first if a tap needs it), after the first commit when that commit replaces them (a view drawn for someone else)
  const answering = () => delete container.dataset.firstView;
  if (drawn) answering();
  const app = (
    <StrictMode>
      <OnFirstCommit done={answering}>
        <App queryClient={queryClient} />
      </OnFirstCommit>
    </StrictMode>
  );
  startTransition(() => {
    if (drawn) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
  registerServiceWorker();
}

function OnFirstCommit({ done, children }: { done: () => void; children: ReactNode }) {
  useLayoutEffect(done, [done]);
  return children;
}
