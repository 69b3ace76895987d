import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { accentText } from '../../components/accent';
import { CardGrid } from '../../components/card-grid';
import { BandAction, SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import type { SectionOf } from '../section-types';

/** Short success stories: the property, then problem, work and result under the content's own labels. */
export default function Stories({ section }: { section: SectionOf<'stories'> }) {
  const { labels } = section;
  return (
    <SectionBand id={section.id} tone={section.tone}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <CardGrid columns={section.stories.length === 2 || section.stories.length === 4 ? 2 : 3}>
        {section.stories.map((story) => (
          <Card key={story.title} variant="outlined" component="article" sx={{ height: '100%', borderTop: 4, borderTopColor: 'primary.dark' }}>
            <CardContent sx={{ p: 3 }}>
              <Typography variant="h3" sx={{ mb: 0.5 }}>
                {story.title}
              </Typography>
              <Typography sx={[{ fontWeight: 600, mb: 2 }, accentText]}>{story.property}</Typography>
              <Box component="dl" sx={{ m: 0, '& dt': { fontWeight: 700, mt: 1.5 }, '& dd': { m: 0 } }}>
                <dt>{labels.problem}</dt>
                <dd>{story.problem}</dd>
                <dt>{labels.work}</dt>
                <dd>{story.work}</dd>
                <dt>{labels.result}</dt>
                <dd>{story.result}</dd>
              </Box>
            </CardContent>
          </Card>
        ))}
      </CardGrid>
      <BandAction action={section.action} />
    </SectionBand>
  );
}
