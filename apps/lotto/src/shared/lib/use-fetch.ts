import { useCallback, useEffect, useState } from 'react';
import { ApiFailure } from './api';

export type Fetched<T> = { data: T | null; errorCode: string | null; loading: boolean; reload: () => void };

/** A read that runs on mount and whenever `key` changes; `reload` runs it again. */
export function useFetch<T>(load: () => Promise<T>, key: string): Fetched<T> {
  const [state, setState] = useState<{ data: T | null; errorCode: string | null; loading: boolean }>({
    data: null,
    errorCode: null,
    loading: true,
  });
  const [round, setRound] = useState(0);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    setState((before) => ({ ...before, loading: true }));
    load().then(
      (data) => live && setState({ data, errorCode: null, loading: false }),
      (error: unknown) =>
        live &&
        setState((before) => ({
          ...before,
          errorCode: error instanceof ApiFailure ? error.errorCode : 'network',
          loading: false,
        })),
    );
    return () => {
      live = false;
    };
    // `load` is a fresh closure each render; `key` names what it reads
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  return { ...state, reload };
}
