import { useI18n } from '../shared/i18n/i18n';
import { CheckIcon, CrossIcon } from '../shared/ui/icons';
import { commitmentOf } from './seed-commitment';

/**
 * The commitment checked in the player's own browser, with no word from the server: SHA-256 of the revealed
 * server seed against the hash shown before the round. A mismatch is a warning that stays on screen.
 */
export function BrowserCommitmentCheck({ serverSeed, commitment }: { serverSeed: string; commitment: string }) {
  const { t } = useI18n();
  const computed = commitmentOf(serverSeed);
  if (computed !== null && computed === commitment.trim().toLowerCase()) {
    return (
      <p className="browser-check browser-check--ok" role="status" data-testid="browser-check">
        <CheckIcon width={18} height={18} />
        <span>{t('verify.browserMatch')}</span>
      </p>
    );
  }
  return (
    <div className="browser-check browser-check--bad" role="alert" data-testid="browser-check">
      <CrossIcon width={18} height={18} />
      <div>
        <p>{t('verify.browserMismatch')}</p>
        {computed !== null ? (
          <p className="browser-check__hash">
            {t('verify.browserComputed')}: <code className="mono">{computed}</code>
          </p>
        ) : null}
      </div>
    </div>
  );
}
