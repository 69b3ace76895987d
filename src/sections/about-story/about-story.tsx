import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ActionButton } from '../../components/action-button';
import { Icon } from '../../components/icon';
import { BadgeItem, IconBadge } from '../../components/icon-badge';
import { PageContainer } from '../../components/page-container';
import { reveal } from '../../components/reveal';
import type { SectionOf } from '../section-types';

/** "Our Story" beside "Our Values". */
export default function AboutStory({ section }: { section: SectionOf<'aboutStory'> }) {
  const { story, values } = section;
  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 8, md: 10 }, bgcolor: 'brand.level2' }}>
      <PageContainer>
        <Box sx={{ display: 'grid', gap: { xs: 5, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          <Box {...reveal('fade-right')}>
            <Typography variant="h2" sx={{ color: 'brand.heading', mb: 2 }}>
              {story.heading}
            </Typography>
            {story.paragraphs.map((paragraph) => (
              <Typography key={paragraph.slice(0, 32)} sx={{ mb: 2, fontSize: '1.05rem' }}>
                {paragraph}
              </Typography>
            ))}
            {story.action ? <ActionButton button={story.action} /> : null}
          </Box>
          <Box {...reveal('fade-left')}>
            <Typography variant="h2" sx={{ color: 'brand.heading', mb: 3 }}>
              {values.heading}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3 }}>
              {values.items.map((item) => (
                <BadgeItem
                  key={item.title}
                  badge={
                    <IconBadge size={48}>
                      <Icon name={item.icon} />
                    </IconBadge>
                  }
                  title={item.title}
                  text={item.text}
                />
              ))}
            </Box>
          </Box>
        </Box>
      </PageContainer>
    </Box>
  );
}
