import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Service } from '../generated/site-types';
import { SiteImage } from './site-image';
import { SmartLink } from './smart-link';
import { useAreaLabel } from '../app/site-context';
import { fillText } from '../content/tokens';
import { slots } from '../content/picture-layout';

/** A service card: picture, title, description clamped at 8 lines, and a link when the service has a page. */
export function ServiceCard({ service, linkLabel, description }: { service: Service; linkLabel?: string; description?: string }) {
  // Location-aware cards name the place: {area} becomes "Selma, NC" on Selma's pages.
  const area = useAreaLabel();
  const body = (
    <>
      <SiteImage image={service.image} slot={slots.cards3} style={{ width: '100%', aspectRatio: `${service.image.width} / ${service.image.height}`, objectFit: 'cover' }} />
      <CardContent>
        <Typography variant="h3" component="h3" sx={{ mb: 1, color: 'text.primary' }}>
          {service.name}
        </Typography>
        <Typography sx={{ display: '-webkit-box', WebkitLineClamp: 8, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
          {fillText(description ?? service.description, { area })}
        </Typography>
        {service.href && linkLabel ? (
          <Typography component="span" sx={{ display: 'inline-block', mt: 1.5, fontWeight: 600, color: 'brand.link' }}>
            {linkLabel} <span aria-hidden="true">→</span>
          </Typography>
        ) : null}
      </CardContent>
    </>
  );
  // Only a card that goes somewhere looks like one you can press (border, hover, "Learn More →"); a
  // card without a page is a flat panel, so nobody taps it and wonders why nothing happens.
  return service.href ? (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea component={SmartLink} href={service.href} sx={{ height: '100%', alignItems: 'stretch' }}>
        {body}
      </CardActionArea>
    </Card>
  ) : (
    <Card elevation={0} sx={{ height: '100%', bgcolor: 'brand.level2' }}>
      {body}
    </Card>
  );
}
