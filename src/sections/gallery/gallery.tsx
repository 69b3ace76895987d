import Box from '@mui/material/Box';
import { useSite } from '../../app/site-context';
import { reveal, rowStagger } from '../../components/reveal';
import { SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { SiteImage } from '../../components/site-image';
import type { SectionOf } from '../section-types';
import { grid } from '../../content/picture-layout';

/** A tile's width in the grid (spans only from sm, as below); cropping to the row height may show a little less of it. */
const tileSlot = (layout: SectionOf<'gallery'>['layout'], cols: number) =>
  grid(
    { xs: layout.columnsSmall, sm: layout.columns, md: layout.columns },
    { xs: layout.gapSmall, sm: layout.gap, md: layout.gap },
    { xs: 1, sm: cols, md: cols },
  );

/**
 * A quilted photo grid: fixed row heights, photos cropped to fill tiles that may span columns and rows.
 * Below the sm breakpoint (600 px) spans are dropped for a plain grid of "columnsSmall" per row, and a photo
 * may be hidden there so that grid has no hole at the end.
 */
export default function Gallery({ section }: { section: SectionOf<'gallery'> }) {
  const { layout } = section;
  const step = useSite().scrollReveal.cardDelayStep;
  const headingId = `${section.id ?? 'gallery'}-heading`;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} id={headingId} />
      <Box
        component="ul"
        aria-labelledby={headingId}
        sx={[
          {
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gridTemplateColumns: { xs: `repeat(${layout.columnsSmall}, minmax(0, 1fr))`, sm: `repeat(${layout.columns}, minmax(0, 1fr))` },
            gridAutoRows: { xs: `${layout.rowHeightSmall}px`, sm: `${layout.rowHeight}px` },
            gap: { xs: `${layout.gapSmall}px`, sm: `${layout.gap}px` },
          },
          // A lighter stagger than the cards': a quarter step per place in the row.
          rowStagger({ xs: layout.columnsSmall, sm: layout.columns }, step / 4),
        ]}
      >
        {section.images.map((item) => (
          <Box
            component="li"
            key={item.image.src}
            data-gallery-item=""
            {...reveal('fade-up')}
            sx={{
              gridColumn: { sm: `span ${Math.min(item.cols ?? 1, layout.columns)}` },
              gridRow: { sm: `span ${item.rows ?? 1}` },
              display: item.hideOnSmallScreens ? { xs: 'none', sm: 'block' } : 'block',
              overflow: 'hidden',
              borderRadius: 2,
              bgcolor: 'brand.level2',
            }}
          >
            <SiteImage image={item.image} slot={tileSlot(layout, item.cols ?? 1)} style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
          </Box>
        ))}
      </Box>
    </SectionBand>
  );
}
