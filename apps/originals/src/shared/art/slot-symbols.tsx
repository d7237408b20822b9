import { useId, type ReactNode } from 'react';

// Every symbol of the three titles, drawn here as vector art (viewBox 100 x 100) so the game ships no images.

type Paint = (ids: { a: string; b: string; c: string }) => ReactNode;

const label = (text: string, fill: string) => (
  <g>
    <rect x="14" y="72" width="72" height="20" rx="6" fill="#1a0f2e" stroke={fill} strokeWidth="2.5" />
    <text
      x="50"
      y="87"
      textAnchor="middle"
      fontSize="15"
      fontWeight="900"
      fill={fill}
      fontFamily="system-ui, sans-serif"
      letterSpacing="1"
    >
      {text}
    </text>
  </g>
);

const letter =
  (glyph: string, from: string, to: string): Paint =>
  ({ a }) => (
    <>
      <defs>
        <linearGradient id={a} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={from} />
          <stop offset="1" stopColor={to} />
        </linearGradient>
      </defs>
      <text
        x="50"
        y="78"
        textAnchor="middle"
        fontSize="74"
        fontWeight="900"
        fontFamily="Georgia, 'DejaVu Serif', serif"
        fill={`url(#${a})`}
        stroke="#fff"
        strokeOpacity=".55"
        strokeWidth="2.5"
      >
        {glyph}
      </text>
    </>
  );

const goldGradient = (id: string) => (
  <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stopColor="#fff3b0" />
    <stop offset=".5" stopColor="#f5c451" />
    <stop offset="1" stopColor="#b8730f" />
  </linearGradient>
);

const bars =
  (count: number): Paint =>
  () => (
    <g>
      {Array.from({ length: count }, (_, i) => {
        const height = 17;
        const top = 50 - (count * (height + 5)) / 2 + i * (height + 5);
        return (
          <g key={i}>
            <rect x="14" y={top} width="72" height={height} rx="4" fill="#161616" stroke="#f5c451" strokeWidth="2.5" />
            <text
              x="50"
              y={top + 13.5}
              textAnchor="middle"
              fontSize="13"
              fontWeight="900"
              fill="#fff"
              fontFamily="system-ui, sans-serif"
              letterSpacing="3"
            >
              BAR
            </text>
          </g>
        );
      })}
    </g>
  );

const PAINT: Record<string, Paint> = {
  // Isla Fortuna
  SUN: ({ a }) => (
    <>
      <defs>{goldGradient(a)}</defs>
      {Array.from({ length: 12 }, (_, i) => (
        <polygon key={i} points="50,4 55,22 45,22" fill="#ffb21e" transform={`rotate(${i * 30} 50 40)`} />
      ))}
      <circle cx="50" cy="40" r="22" fill={`url(#${a})`} stroke="#fff7d1" strokeWidth="2" />
      <circle cx="42" cy="37" r="2.6" fill="#7a3c00" />
      <circle cx="58" cy="37" r="2.6" fill="#7a3c00" />
      <path d="M41 46q9 8 18 0" stroke="#7a3c00" strokeWidth="3" fill="none" strokeLinecap="round" />
      {label('WILD', '#ffd45c')}
    </>
  ),
  PEARL: ({ a }) => (
    <>
      <defs>
        <radialGradient id={a} cx=".35" cy=".35" r=".7">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset=".6" stopColor="#e9e4ff" />
          <stop offset="1" stopColor="#a79bd6" />
        </radialGradient>
      </defs>
      <path d="M12 44q38-44 76 0z" fill="#ff8fb1" stroke="#ffd0df" strokeWidth="2" />
      <path d="M20 42l10-20M34 42l6-26M50 42V14M66 42l-6-26M80 42L70 22" stroke="#ffd0df" strokeWidth="2" />
      <path d="M12 46q38 30 76 0z" fill="#e96590" />
      <circle cx="50" cy="46" r="14" fill={`url(#${a})`} />
      {label('SCATTER', '#ff9ec0')}
    </>
  ),
  BANGKA: () => (
    <>
      <path d="M50 12v52" stroke="#5b3716" strokeWidth="3" />
      <path d="M52 14l28 40H52z" fill="#ff5c6c" />
      <path d="M48 20L24 52h24z" fill="#ffd45c" />
      <path d="M10 64h80l-12 14H22z" fill="#2f8cff" stroke="#bfe0ff" strokeWidth="2" />
      <path d="M6 82h88" stroke="#7fd0ff" strokeWidth="3" strokeLinecap="round" />
      <path d="M18 72l-8 14M82 72l8 14" stroke="#5b3716" strokeWidth="3" />
    </>
  ),
  TURTLE: ({ a }) => (
    <>
      <defs>
        <radialGradient id={a} cx=".5" cy=".4" r=".6">
          <stop offset="0" stopColor="#7ee08a" />
          <stop offset="1" stopColor="#1f7a45" />
        </radialGradient>
      </defs>
      <ellipse cx="50" cy="22" rx="9" ry="8" fill="#9be3a5" />
      <ellipse cx="24" cy="38" rx="12" ry="6" fill="#9be3a5" transform="rotate(-35 24 38)" />
      <ellipse cx="76" cy="38" rx="12" ry="6" fill="#9be3a5" transform="rotate(35 76 38)" />
      <ellipse cx="28" cy="74" rx="10" ry="5" fill="#9be3a5" transform="rotate(35 28 74)" />
      <ellipse cx="72" cy="74" rx="10" ry="5" fill="#9be3a5" transform="rotate(-35 72 74)" />
      <ellipse cx="50" cy="54" rx="26" ry="30" fill={`url(#${a})`} stroke="#d3ffd9" strokeWidth="2" />
      <path
        d="M50 34l10 8v12l-10 8-10-8V42zM40 54l-12 6M60 54l12 6M40 42l-10-6M60 42l10-6M50 62v16"
        stroke="#d3ffd9"
        strokeWidth="2"
        fill="none"
      />
    </>
  ),
  CONCH: ({ a }) => (
    <>
      <defs>
        <linearGradient id={a} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ffe2c4" />
          <stop offset="1" stopColor="#f08a5d" />
        </linearGradient>
      </defs>
      <path
        d="M22 70Q14 40 40 20q30-14 44 10 8 20-10 34L44 86q-14 0-22-16z"
        fill={`url(#${a})`}
        stroke="#fff1e2"
        strokeWidth="2"
      />
      <path
        d="M46 30q20-6 26 12-2 14-18 14-12-2-12-12 2-8 10-8"
        fill="none"
        stroke="#c45a2d"
        strokeWidth="3"
        strokeLinecap="round"
      />
      <path d="M26 66q10 4 22 2" stroke="#c45a2d" strokeWidth="3" fill="none" />
    </>
  ),
  MANGO: ({ a }) => (
    <>
      <defs>
        <radialGradient id={a} cx=".4" cy=".35" r=".75">
          <stop offset="0" stopColor="#fff07a" />
          <stop offset=".6" stopColor="#ffb627" />
          <stop offset="1" stopColor="#e0601a" />
        </radialGradient>
      </defs>
      <path
        d="M30 30q30-22 48 8 10 30-16 44-34 10-40-18-2-20 8-34z"
        fill={`url(#${a})`}
        stroke="#fff4c2"
        strokeWidth="2"
      />
      <path d="M52 22q8-14 24-12-4 14-24 12z" fill="#3fbf5f" />
      <path d="M50 24q-2-6 2-12" stroke="#6b4a1e" strokeWidth="3" />
    </>
  ),
  COCONUT: () => (
    <>
      <circle cx="50" cy="54" r="32" fill="#7a4a25" stroke="#c58f5c" strokeWidth="2" />
      <path d="M22 50a28 22 0 0 1 56 0" fill="#f6f1e6" />
      <path d="M24 50h52" stroke="#3a8f3a" strokeWidth="5" />
      <circle cx="40" cy="70" r="3.5" fill="#3b2312" />
      <circle cx="52" cy="74" r="3.5" fill="#3b2312" />
      <circle cx="60" cy="66" r="3.5" fill="#3b2312" />
    </>
  ),
  A: letter('A', '#ff9a9a', '#d8283d'),
  K: letter('K', '#a7c8ff', '#2f6fe0'),
  Q: letter('Q', '#c9f2a1', '#3aa34c'),

  // Kampana Classic
  KAMPANA: ({ a }) => (
    <>
      <defs>{goldGradient(a)}</defs>
      <path d="M50 8a5 5 0 1 1 0 .1" fill="#f5c451" />
      <path
        d="M50 12c-16 0-24 12-24 28v12l-8 10h64l-8-10V40c0-16-8-28-24-28z"
        fill={`url(#${a})`}
        stroke="#fff3b0"
        strokeWidth="2"
      />
      <circle cx="50" cy="66" r="6" fill="#b8730f" />
      <path d="M36 30q4-8 10-10" stroke="#fffbe0" strokeWidth="3" strokeLinecap="round" fill="none" />
      {label('WILD', '#ffd45c')}
    </>
  ),
  STAR: ({ a }) => (
    <>
      <defs>{goldGradient(a)}</defs>
      <polygon
        points="50,6 61,32 89,34 67,52 74,80 50,64 26,80 33,52 11,34 39,32"
        fill={`url(#${a})`}
        stroke="#fff8c9"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <circle cx="50" cy="44" r="6" fill="#fff8c9" />
      {label('SCATTER', '#ffe066')}
    </>
  ),
  SEVEN: ({ a }) => (
    <>
      <defs>
        <linearGradient id={a} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ff8a8a" />
          <stop offset="1" stopColor="#c40f2a" />
        </linearGradient>
      </defs>
      <path
        d="M22 16h58v12L50 86H32l30-56H22z"
        fill={`url(#${a})`}
        stroke="#fff"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </>
  ),
  BAR3: bars(3),
  BAR2: bars(2),
  BAR: bars(1),
  MELON: () => (
    <>
      <path d="M10 34a40 40 0 0 0 80 0z" fill="#2e9e4a" />
      <path d="M16 34a34 34 0 0 0 68 0z" fill="#d7f7c4" />
      <path d="M20 34a30 30 0 0 0 60 0z" fill="#ff4d5e" />
      {[30, 42, 50, 58, 70].map((x, i) => (
        <ellipse key={x} cx={x} cy={i % 2 ? 50 : 42} rx="2.2" ry="3.6" fill="#2a1414" />
      ))}
    </>
  ),
  CHERRY: ({ a }) => (
    <>
      <defs>
        <radialGradient id={a} cx=".35" cy=".3" r=".7">
          <stop offset="0" stopColor="#ff9aa8" />
          <stop offset="1" stopColor="#b00020" />
        </radialGradient>
      </defs>
      <path
        d="M34 64Q40 30 64 14M66 62Q62 34 64 14"
        stroke="#3f8a2a"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <path d="M64 14q16-6 22 6-14 6-22-6z" fill="#4fbf44" />
      <circle cx="32" cy="68" r="16" fill={`url(#${a})`} />
      <circle cx="68" cy="66" r="16" fill={`url(#${a})`} />
    </>
  ),

  // Pista Fiesta
  SARIMANOK: ({ a }) => (
    <>
      <defs>
        <linearGradient id={a} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#ff5c6c" />
          <stop offset=".5" stopColor="#ffd45c" />
          <stop offset="1" stopColor="#3ddc84" />
        </linearGradient>
      </defs>
      <path d="M58 46q26-30 34-8-6 4-14 0 10 10-2 20-8-4-10-10 2 12-8 18" fill="#4d8dff" />
      <path d="M60 50q22-2 26 14-12 0-20-6" fill="#b06bff" />
      <ellipse cx="46" cy="52" rx="22" ry="14" fill={`url(#${a})`} stroke="#fff" strokeWidth="2" />
      <circle cx="28" cy="34" r="10" fill="#ffd45c" stroke="#fff" strokeWidth="2" />
      <path d="M19 34l-9 3 9 3z" fill="#ff9a3c" />
      <circle cx="26" cy="32" r="2" fill="#1a0f2e" />
      <path d="M30 24q2-10 8-12-2 8 0 12" fill="#ff5c6c" />
      {label('WILD', '#ffd45c')}
    </>
  ),
  PAPUTOK: () => (
    <>
      <rect x="30" y="24" width="40" height="46" rx="6" fill="#e3263b" stroke="#ffd0d6" strokeWidth="2" />
      <path d="M30 36h40M30 58h40" stroke="#ffd45c" strokeWidth="4" />
      <path d="M50 24q-2-10 6-14" stroke="#c9b38b" strokeWidth="3" fill="none" />
      <g fill="#ffd45c">
        <polygon points="58,4 61,10 67,10 62,14 64,20 58,16 52,20 54,14 49,10 55,10" />
      </g>
      {label('SCATTER', '#ff7b8a')}
    </>
  ),
  JEEPNEY: () => (
    <>
      <path d="M10 60V40q0-8 8-10l10-8h56v38z" fill="#ffd45c" stroke="#fff4c2" strokeWidth="2" />
      <path d="M30 26h52v12H30zM16 36l12-10v12H16z" fill="#8fd3ff" />
      <path d="M10 50h74" stroke="#ff5c6c" strokeWidth="4" />
      <path d="M10 56h74" stroke="#4d8dff" strokeWidth="3" />
      <path d="M84 22h6v40h-6z" fill="#c0c7d8" />
      <path d="M50 14l4-6 4 6z" fill="#c0c7d8" />
      <circle cx="26" cy="64" r="9" fill="#1a1a1a" stroke="#c0c7d8" strokeWidth="3" />
      <circle cx="70" cy="64" r="9" fill="#1a1a1a" stroke="#c0c7d8" strokeWidth="3" />
    </>
  ),
  KALESA: () => (
    <>
      <path d="M40 20h44q4 0 4 6v4H36v-4q0-6 4-6z" fill="#ff5c6c" />
      <path d="M42 30h40v24H42z" fill="#8a5a2b" stroke="#e3b27a" strokeWidth="2" />
      <path d="M42 54h40" stroke="#e3b27a" strokeWidth="3" />
      <circle cx="62" cy="66" r="16" fill="none" stroke="#e3b27a" strokeWidth="4" />
      <path d="M62 50v32M46 66h32M51 55l22 22M73 55 51 77" stroke="#e3b27a" strokeWidth="2" />
      <path d="M42 44 10 52" stroke="#e3b27a" strokeWidth="3" />
      <path d="M10 36q-4 8 2 16l4 20h4l2-14 6 14h4l-2-22q2-10-8-16z" fill="#f2e3c9" />
    </>
  ),
  PAROL: ({ a }) => (
    <>
      <defs>
        <radialGradient id={a} cx=".5" cy=".45" r=".6">
          <stop offset="0" stopColor="#fff7c2" />
          <stop offset="1" stopColor="#ff8a2b" />
        </radialGradient>
      </defs>
      <circle cx="50" cy="44" r="34" fill="none" stroke="#4d8dff" strokeWidth="4" />
      <polygon
        points="50,14 58,36 82,36 62,50 70,74 50,60 30,74 38,50 18,36 42,36"
        fill={`url(#${a})`}
        stroke="#fff"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      <path d="M40 76l-6 18M50 78v18M60 76l6 18" stroke="#ff5c6c" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  GITARA: () => (
    <>
      <path d="M60 40 84 12" stroke="#5b3716" strokeWidth="7" strokeLinecap="round" />
      <path d="M80 8l10 10" stroke="#2b1a0b" strokeWidth="6" strokeLinecap="round" />
      <circle cx="40" cy="66" r="22" fill="#c8742e" stroke="#f3c08a" strokeWidth="2" />
      <circle cx="56" cy="48" r="15" fill="#c8742e" stroke="#f3c08a" strokeWidth="2" />
      <circle cx="46" cy="58" r="7" fill="#3b200b" />
      <path d="M32 76l8-8" stroke="#3b200b" strokeWidth="4" />
      <path d="M46 58 84 14" stroke="#fff" strokeWidth="1" opacity=".7" />
    </>
  ),
  BIBINGKA: () => (
    <>
      <circle cx="50" cy="54" r="38" fill="#2e9e4a" />
      <path d="M14 54h72" stroke="#1f7a38" strokeWidth="2" />
      <ellipse cx="50" cy="50" rx="28" ry="24" fill="#f2a73b" stroke="#ffe0a8" strokeWidth="2" />
      <ellipse cx="50" cy="46" rx="20" ry="14" fill="#c96a1f" opacity=".55" />
      <circle cx="42" cy="44" r="4" fill="#fff7e6" />
      <circle cx="58" cy="50" r="4" fill="#fff7e6" />
      <circle cx="50" cy="56" r="3" fill="#d8342f" />
    </>
  ),
  PUTO: () => (
    <>
      {[
        [30, 46],
        [70, 46],
        [50, 66],
      ].map(([x, y]) => (
        <g key={`${x}-${y}`}>
          <rect
            x={(x ?? 0) - 16}
            y={(y ?? 0) - 6}
            width="32"
            height="20"
            rx="6"
            fill="#f4f1ff"
            stroke="#c9c2f0"
            strokeWidth="2"
          />
          <ellipse cx={x} cy={(y ?? 0) - 6} rx="16" ry="6" fill="#ffffff" />
          <rect x={(x ?? 0) - 6} y={(y ?? 0) - 12} width="12" height="5" rx="1.5" fill="#ffd45c" />
        </g>
      ))}
    </>
  ),
  BANDERITAS: () => (
    <>
      <path d="M6 22q44 20 88 0" stroke="#e6e6e6" strokeWidth="2" fill="none" />
      {['#ff5c6c', '#ffd45c', '#4d8dff', '#3ddc84', '#b06bff'].map((fill, i) => {
        const x = 12 + i * 17;
        const y = 24 + Math.sin((i / 4) * Math.PI) * 9;
        return <polygon key={fill} points={`${x},${y} ${x + 14},${y} ${x + 7},${y + 26}`} fill={fill} />;
      })}
      <path d="M6 56q44 20 88 0" stroke="#e6e6e6" strokeWidth="2" fill="none" />
      {['#3ddc84', '#ff5c6c', '#ffd45c', '#4d8dff', '#ff9a3c'].map((fill, i) => {
        const x = 12 + i * 17;
        const y = 58 + Math.sin((i / 4) * Math.PI) * 9;
        return <polygon key={fill} points={`${x},${y} ${x + 14},${y} ${x + 7},${y + 24}`} fill={fill} />;
      })}
    </>
  ),
  MAIS: () => (
    <>
      <path d="M50 14q20 14 16 50-6 22-16 26-10-4-16-26-4-36 16-50z" fill="#ffd23f" stroke="#fff0a8" strokeWidth="2" />
      {[28, 38, 48, 58, 68].map((y) => (
        <path key={y} d={`M38 ${y}h24`} stroke="#e0a800" strokeWidth="2" />
      ))}
      <path d="M40 30v44M50 18v70M60 30v44" stroke="#e0a800" strokeWidth="1.5" />
      <path d="M50 90Q24 76 22 44q14 18 28 46zM50 90q26-14 28-46-14 18-28 46z" fill="#3fbf5f" />
    </>
  ),
};

/** A slot symbol by its id; an unknown id is drawn as its name so nothing is ever blank. */
export function SymbolArt({ id, title }: { id: string; title?: string }) {
  const base = useId().replaceAll(':', '');
  const paint = PAINT[id];
  return (
    <svg className="symbol-art" viewBox="0 0 100 100" role="img" aria-label={title ?? id}>
      {paint ? (
        paint({ a: `${base}a`, b: `${base}b`, c: `${base}c` })
      ) : (
        <text x="50" y="58" textAnchor="middle" fontSize="18" fontWeight="800" fill="#fff">
          {id}
        </text>
      )}
    </svg>
  );
}
