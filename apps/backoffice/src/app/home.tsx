import { Redirect } from 'wouter';
import { useOperator } from '../shared/session/session-store';
import { screensFor } from './screens';

/** The start page: the role's first screen, or a plain word that the role has none yet. */
export function Home() {
  const { username, role } = useOperator();
  const first = screensFor(role)[0];
  if (first) return <Redirect to={first.path} replace />;
  return (
    <div className="page page-narrow">
      <section className="panel nothing-yet" aria-labelledby="nothing-title">
        <h1 id="nothing-title">Nothing for your role yet</h1>
        <p>
          You are signed in as <strong>{username}</strong> ({role}). The back office has no screens for the {role} role
          yet; they come with its next parts.
        </p>
      </section>
    </div>
  );
}
