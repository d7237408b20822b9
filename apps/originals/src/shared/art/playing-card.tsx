const SUITS: Record<string, { glyph: string; red: boolean; name: string }> = {
  S: { glyph: '♠', red: false, name: 'spades' },
  H: { glyph: '♥', red: true, name: 'hearts' },
  D: { glyph: '♦', red: true, name: 'diamonds' },
  C: { glyph: '♣', red: false, name: 'clubs' },
};
const RANKS: Record<string, { face: string; name: string }> = {
  A: { face: 'A', name: 'ace' },
  T: { face: '10', name: 'ten' },
  J: { face: 'J', name: 'jack' },
  Q: { face: 'Q', name: 'queen' },
  K: { face: 'K', name: 'king' },
};

/** Rank and suit of a card code ("TD": 10 of diamonds), for faces and labels. */
export function cardParts(code: string) {
  const rank = RANKS[code[0] ?? ''] ?? { face: code[0] ?? '?', name: code[0] ?? '?' };
  const suit = SUITS[code[1] ?? ''] ?? { glyph: '?', red: false, name: '?' };
  return { rank, suit, label: `${rank.face}${suit.glyph}` };
}

/** A playing card; face down until `shown`, then it turns over. */
export function PlayingCard({
  code,
  shown = true,
  size = 'md',
  highlight = false,
}: {
  code: string;
  shown?: boolean;
  size?: 'sm' | 'md';
  highlight?: boolean;
}) {
  const { rank, suit, label } = cardParts(code);
  return (
    <span
      className={`card card--${size}${shown ? ' card--shown' : ''}${highlight ? ' card--highlight' : ''}`}
      role="img"
      aria-label={shown ? label : '?'}
      data-card={shown ? code : undefined}
    >
      <span className="card__inner">
        <span className={`card__face${suit.red ? ' card__face--red' : ''}`} aria-hidden="true">
          <span className="card__corner">
            {rank.face}
            <br />
            {suit.glyph}
          </span>
          <span className="card__pip">{suit.glyph}</span>
        </span>
        <span className="card__back" aria-hidden="true" />
      </span>
    </span>
  );
}
