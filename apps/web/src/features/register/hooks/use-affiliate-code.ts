import { useEffect, useState } from 'react';
import { useSearchParams } from '../../../shared/lib/router';
import { checkAffiliate } from '../api/check-affiliate';

export type AffiliateState = { status: 'checking' | 'valid' | 'invalid' | 'none'; code: string };

/** SPEC 4: a code in the URL (?affiliateCode= or ?code=) is checked on load; an invalid one opens the field. */
export function useAffiliateFromUrl(): AffiliateState {
  const params = useSearchParams();
  const code = (params.get('affiliateCode') ?? params.get('code') ?? '').trim();
  const [state, setState] = useState<AffiliateState>({ status: code ? 'checking' : 'none', code });
  useEffect(() => {
    if (!code) return;
    let live = true;
    void checkAffiliate(code).then((valid) => {
      if (live) setState({ status: valid ? 'valid' : 'invalid', code });
    });
    return () => {
      live = false;
    };
  }, [code]);
  return state;
}
