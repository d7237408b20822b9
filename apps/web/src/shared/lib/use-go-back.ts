import { useCallback } from 'react';
import type { BackTarget } from '../config/route-meta';
import { lotteryExitHref, paths } from '../config/paths';
import { useLocation, useNavigate } from './router';

/** Goes where the route's back arrow points; "one step back" without a page of ours behind goes home. */
export function useGoBack(target: BackTarget): () => void {
  const navigate = useNavigate();
  const { index, search } = useLocation();
  return useCallback(() => {
    if (target === 'none') return;
    if (target === 'lotteryExit') navigate(lotteryExitHref(new URLSearchParams(search).get('pageBack')));
    else if (target === 'previous' && index > 0) navigate(-1);
    else navigate(paths.home.getHref());
  }, [navigate, index, search, target]);
}
