import { useSite } from '../app/site-context';
import { fillText } from '../content/tokens';

const STAR = 'M12 17.27 18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';

/** Read-only stars in halves, drawn as SVG (no widget code needed), announced as "Rated 5 out of 5". */
export function StarRating({ value, size = 22 }: { value: number; size?: number }) {
  const { ui, business } = useSite();
  const scale = business.rating.scale;
  const label = fillText(ui.starsLabel, { value: String(value), scale: String(scale) });
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex', gap: 2 }}>
      {Array.from({ length: scale }, (_, i) => {
        const fill = Math.max(0, Math.min(1, value - i));
        const clip = `star-${i}-${fill}`;
        return (
          <svg key={i} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <defs>
              <clipPath id={clip}>
                <rect x="0" y="0" width={24 * fill} height="24" />
              </clipPath>
            </defs>
            <path d={STAR} fill="#c9c9c9" />
            <path d={STAR} fill="#b8860b" clipPath={`url(#${clip})`} />
          </svg>
        );
      })}
    </span>
  );
}
