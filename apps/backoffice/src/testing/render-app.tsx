import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OperatorRole } from '@palaro/contract';
import { App } from '../app/app';
import { setApiBase } from '../shared/api/api-base';
import { sessionStore } from '../shared/session/session-store';
import { sessionOf } from './fixtures';
import type { TestServer } from './test-server';

/**
 * The whole back office at `path` (under /bo), talking to `server`; signed in as `role` when given, through the
 * same sessionStorage entry a sign-in leaves.
 */
export function renderApp({ server, path = '/bo/', role }: { server: TestServer; path?: string; role?: OperatorRole }) {
  setApiBase(server.url);
  window.history.replaceState(null, '', path);
  if (role) window.sessionStorage.setItem('palaro.bo.session', JSON.stringify(sessionOf(role)));
  sessionStore.reload();
  const user = userEvent.setup();
  return { user, ...render(<App />) };
}
