import { useSite } from '../app/site-context';
import { fillText } from '../content/tokens';

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/**
 * Read-only stars drawn as SVG (no widget code needed), announced as "Rated 4.8 out of 5". A part-filled
 * star is the gold star inside a nested <svg> as wide as the fill: a nested viewport clips what lies
 * outside it, so no clipPath and no id is needed, and a page with many ratings never repeats an id.
 */
export function StarRating({ value, size = 22 }: { value: number; size?: number }) {
  const { ui, business } = useSite();
  const scale = business.rating.scale;
  const label = fillText(ui.starsLabel, { value: String(value), scale: String(scale) });
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex', gap: 2 }}>
      {Array.from({ length: scale }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        // Rounded so 4.8 - 4 (0.7999…) draws and prints as 19.2, not 19.199999999999996.
        const width = Math.round(24 * fill * 100) / 100;
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d={STAR} fill="#c9c9c9" />
            {width > 0 ? (
              <svg width={width} height="24" overflow="hidden">
                <path d={STAR} fill="#b8860b" />
              </svg>
            ) : null}
          </svg>
        );
      })}
    </span>
  );
}
