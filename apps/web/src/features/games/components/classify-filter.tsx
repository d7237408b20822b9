import { useTranslation } from 'react-i18next';
import type { GameClassify } from '@palaro/contract/game-catalogue';

const CLASSIFIES: readonly GameClassify[] = ['ALL', 'NEW', 'FAV', 'HOT', 'RECENT'];

/** SPEC 2.3 classify filter: all, new, favourite, hot, recent. */
export function ClassifyFilter({
  value,
  onChange,
}: {
  value: GameClassify;
  onChange: (classify: GameClassify) => void;
}) {
  const { t } = useTranslation('games');
  return (
    <div className="classify" role="group" aria-label={t('classifyLabel')}>
      {CLASSIFIES.map((classify) => (
        <button
          key={classify}
          type="button"
          className="classify__item"
          aria-pressed={value === classify}
          onClick={() => onChange(classify)}
        >
          {t(`classify.${classify}`)}
        </button>
      ))}
    </div>
  );
}
