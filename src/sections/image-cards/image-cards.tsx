import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { accentText } from '../../components/accent';
import { CardGrid } from '../../components/card-grid';
import { BandAction, SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { SiteImage } from '../../components/site-image';
import { SmartLink } from '../../components/smart-link';
import type { SectionOf } from '../section-types';
import { slots, type PictureSlot } from '../../content/picture-layout';

type CardItem = SectionOf<'imageCards'>['cards'][number];

function CardBody({ card, linkLabel, slot }: { card: CardItem; linkLabel?: string; slot: PictureSlot }) {
  return (
    <>
      <SiteImage image={card.image} slot={slot} style={{ width: '100%', aspectRatio: `${card.image.width} / ${card.image.height}`, objectFit: 'cover' }} />
      <CardContent>
        <Typography variant="h3" sx={{ mb: 1 }}>
          {card.title}
        </Typography>
        <Typography>{card.text}</Typography>
        {card.href && linkLabel ? (
          <Typography component="span" sx={[{ display: 'inline-block', mt: 1.5, fontWeight: 600 }, accentText]}>
            {linkLabel} <span aria-hidden="true">→</span>
          </Typography>
        ) : null}
      </CardContent>
    </>
  );
}

/** A grid of picture cards written on the page itself (no collection), optionally linked. */
export default function ImageCards({ section }: { section: SectionOf<'imageCards'> }) {
  const columns = section.cards.length === 4 ? 2 : 3;
  const slot = columns === 2 ? slots.cards2 : slots.cards3;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <CardGrid columns={columns}>
        {section.cards.map((card) => (
          <Card key={card.title} variant="outlined" sx={{ height: '100%' }}>
            {card.href ? (
              <CardActionArea component={SmartLink} href={card.href} sx={{ height: '100%', alignItems: 'stretch' }}>
                <CardBody card={card} linkLabel={section.linkLabel} slot={slot} />
              </CardActionArea>
            ) : (
              <CardBody card={card} slot={slot} />
            )}
          </Card>
        ))}
      </CardGrid>
      <BandAction action={section.action} />
    </SectionBand>
  );
}
