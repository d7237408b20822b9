import { useEffect, useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { SignInScreen } from '../features/auth/sign-in-screen';
import { createQueryClient } from '../shared/api/query-client';
import { useSessionState } from '../shared/session/session-store';
import { Shell } from './shell';

/** Where the server serves the back office. */
export const BASE_PATH = '/bo';

/** The sign-in screen until there is a session, then the shell; what one operator loaded never reaches the next. */
function SessionGate({ queryClient }: { queryClient: QueryClient }) {
  const { session } = useSessionState();
  const signedIn = session !== null;
  useEffect(() => {
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);
  return signedIn ? <Shell /> : <SignInScreen />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <Router base={BASE_PATH}>
        <SessionGate queryClient={queryClient} />
      </Router>
    </QueryClientProvider>
  );
}
