import { Suspense, useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, Route, Switch } from 'wouter';
import { logout, meQuery } from '../features/auth/api';
import { sessionStore, useOperator } from '../shared/session/session-store';
import { can } from '../shared/session/permissions';
import { EmptyState } from '../shared/ui/empty-state';
import { Loading } from '../shared/ui/loading';
import { Home } from './home';
import { NavLink } from './nav-link';
import { SCREENS, menuFor } from './screens';

const ROLE_LABEL = { support: 'Support', cashier: 'Cashier', admin: 'Admin' } as const;

/** The signed-in frame: the role's menu on the side, the operator and sign-out on top, the screen in the middle. */
export function Shell() {
  const operator = useOperator();
  // the session is checked with the server on arrival: a 401 signs out, and the menu follows the role it knows
  const me = useQuery(meQuery);
  useEffect(() => {
    if (me.data) sessionStore.updateRole(me.data.role);
  }, [me.data]);

  const signOut = async () => {
    try {
      await logout();
    } catch {
      // the session ends in this tab whatever the server answered
    }
    sessionStore.signOut('You have signed out.');
  };

  return (
    <div className="shell">
      <aside className="sidebar">
        <Link href="/" className="brand">
          Palaro <span>Back office</span>
        </Link>
        <nav aria-label="Back office">
          {menuFor(operator.role).map(({ group, screens }) => (
            <div key={group} className="nav-group">
              <p className="nav-group-title">{group}</p>
              <ul>
                {screens.map((screen) => (
                  <li key={screen.path}>
                    <NavLink path={screen.path} label={screen.label} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </aside>
      <div className="main-column">
        <header className="topbar">
          <span className="topbar-operator">
            <strong>{operator.username}</strong> <span className="role-pill">{ROLE_LABEL[operator.role]}</span>
          </span>
          <button type="button" className="button button-small" onClick={() => void signOut()}>
            Sign out
          </button>
        </header>
        <main className="content">
          <Suspense fallback={<Loading />}>
            <Switch>
              <Route path="/">
                <Home />
              </Route>
              {SCREENS.map((screen) => (
                <Route key={screen.path} path={screen.path} nest>
                  {can(operator.role, screen.capability) ? (
                    <screen.component />
                  ) : (
                    <div className="page page-narrow">
                      <EmptyState title="Not available for your role">
                        {screen.label} is not part of the {ROLE_LABEL[operator.role].toLowerCase()} role’s work.
                      </EmptyState>
                    </div>
                  )}
                </Route>
              ))}
              <Route>
                <div className="page page-narrow">
                  <EmptyState title="Page not found">
                    <Link href="/">Back to the start</Link>
                  </EmptyState>
                </div>
              </Route>
            </Switch>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
