import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../shared/lib/router';
import { EmptyState } from '../../../shared/ui/empty-state';
import { Spinner } from '../../../shared/ui/spinner';
import { useGameRound } from '../api/get-game-round';
import { FairnessProof } from './fairness-proof';
import { RoundFacts } from './round-facts';
import '../../../shared/ui/money/money.css';

/** /m/member/round?provider=&roundId=: one round of the transaction report, named by its game, with an Original's fairness proof. */
export default function RoundScreen() {
  const { t } = useTranslation('money');
  const params = useSearchParams();
  const round = useGameRound({ provider: params.get('provider') ?? '', roundId: params.get('roundId') ?? '' });

  if (round.isError || (!round.isLoading && !round.data)) return <EmptyState text={t('round.unknown')} />;
  if (!round.data) return <Spinner />;
  return (
    <div className="money-page">
      <RoundFacts round={round.data} />
      {round.data.fairness && <FairnessProof proof={round.data.fairness} gameCode={round.data.round.gameCode} />}
    </div>
  );
}
