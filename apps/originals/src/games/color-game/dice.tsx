import type { ColourName } from '@palaro/contract/originals';
import { COLOR_GAME_COLOURS } from '@palaro/contract/originals-paths';
import { COLOUR_HEX } from '../../shared/art/colours';
import { useT } from '../../shared/i18n/i18n';

const FACES = ['front', 'back', 'right', 'left', 'top', 'bottom'] as const;

/** The faces around a shown colour, so a landed die still looks like a die of six colours. */
function facesAround(shown: ColourName, seed: number): ColourName[] {
  const others = COLOR_GAME_COLOURS.filter((colour) => colour !== shown);
  const turned = [...others.slice(seed % others.length), ...others.slice(0, seed % others.length)];
  return [shown, ...turned];
}

/** One colour die: tumbling while the round is drawn, then landed with its colour in front. */
export function Die({ colour, rolling, index }: { colour: ColourName | null; rolling: boolean; index: number }) {
  const t = useT();
  const shown = colour ?? COLOR_GAME_COLOURS[index * 2] ?? 'yellow';
  const faces = facesAround(shown, index + 1);
  const label = rolling
    ? t('colorGame.rolling')
    : colour
      ? t('colorGame.dieShows', { n: index + 1, colour: t(`colour.${colour}`) })
      : t('colorGame.dieIdle', { n: index + 1 });
  return (
    <div
      className="die-slot"
      role="img"
      aria-label={label}
      data-testid={`die-${index}`}
      data-colour={rolling ? undefined : (colour ?? undefined)}
    >
      <div
        className={`die${rolling ? ' die--rolling' : colour ? ' die--landed' : ''}`}
        style={{ animationDelay: `${index * -0.17}s` }}
      >
        {FACES.map((face, i) => {
          const paint = COLOUR_HEX[faces[i] ?? shown];
          return (
            <span
              key={face}
              className={`die__face die__face--${face}`}
              style={{ background: paint.face, borderColor: paint.edge }}
            />
          );
        })}
      </div>
      <span className="die-shadow" aria-hidden="true" />
    </div>
  );
}
