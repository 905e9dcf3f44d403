import type { ReactElement } from 'react';

/**
 * Simplified national flags drawn in a 18 × 12 box, one per interface language (the country
 * the language is most read in: English the United Kingdom, Chinese China). Drawn, not emoji:
 * servers and kiosks often lack an emoji font, and Windows shows letters for flag emoji.
 */
const horizontal = (colors: readonly string[]) => (
  <>
    {colors.map((color, i) => (
      <rect
        key={color + i}
        y={(12 / colors.length) * i}
        width="18"
        height={12 / colors.length}
        fill={color}
      />
    ))}
  </>
);

const vertical = (colors: readonly string[]) => (
  <>
    {colors.map((color, i) => (
      <rect key={color + i} x={6 * i} width="6" height="12" fill={color} />
    ))}
  </>
);

/** A five-pointed star of outer radius r centred at (cx, cy). */
function star(cx: number, cy: number, r: number, fill: string, key?: string) {
  const points = Array.from({ length: 10 }, (_, k) => {
    const radius = k % 2 === 0 ? r : r * 0.4;
    const angle = -Math.PI / 2 + (k * Math.PI) / 5;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon key={key} points={points.join(' ')} fill={fill} />;
}

export const FLAGS: Record<string, ReactElement> = {
  rus: horizontal(['#ffffff', '#0039a6', '#d52b1e']),
  ukr: horizontal(['#0057b7', '#ffd700']),
  pol: horizontal(['#ffffff', '#dc143c']),
  deu: horizontal(['#000000', '#dd0000', '#ffce00']),
  ita: vertical(['#009246', '#ffffff', '#ce2b37']),
  fra: vertical(['#0055a4', '#ffffff', '#ef4135']),
  esp: (
    <>
      <rect width="18" height="12" fill="#aa151b" />
      <rect y="3" width="18" height="6" fill="#f1bf00" />
    </>
  ),
  eng: (
    <>
      <rect width="18" height="12" fill="#012169" />
      <path d="M0,0 L18,12 M18,0 L0,12" stroke="#ffffff" strokeWidth="2.4" />
      <path d="M0,0 L18,12 M18,0 L0,12" stroke="#c8102e" strokeWidth="0.8" />
      <path d="M9,0 V12 M0,6 H18" stroke="#ffffff" strokeWidth="4" />
      <path d="M9,0 V12 M0,6 H18" stroke="#c8102e" strokeWidth="2.4" />
    </>
  ),
  chn: (
    <>
      <rect width="18" height="12" fill="#ee1c25" />
      {star(3, 3, 1.8, '#ffff00')}
      {[
        [6, 1.2],
        [7.2, 2.4],
        [7.2, 4],
        [6, 5.2],
      ].map(([x, y]) => star(x!, y!, 0.6, '#ffff00', `${x}-${y}`))}
    </>
  ),
  tur: (
    <>
      <rect width="18" height="12" fill="#e30a17" />
      <circle cx="6.5" cy="6" r="3" fill="#ffffff" />
      <circle cx="7.25" cy="6" r="2.4" fill="#e30a17" />
      {star(10.3, 6, 1.3, '#ffffff')}
    </>
  ),
};
