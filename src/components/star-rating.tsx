import Rating from '@mui/material/Rating';
import { useSite } from '../app/site-context';
import { fillText } from '../content/tokens';

/** Read-only stars (half-star precision), announced as "Rated 5 out of 5". */
export function StarRating({ value }: { value: number }) {
  const { ui, business } = useSite();
  const label = fillText(ui.starsLabel, { value: String(value), scale: String(business.rating.scale) });
  return (
    <span role="img" aria-label={label} style={{ display: 'inline-flex' }}>
      <Rating value={value} max={business.rating.scale} precision={0.5} readOnly aria-hidden="true" sx={{ color: '#b8860b' }} />
    </span>
  );
}
