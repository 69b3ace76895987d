import Box from '@mui/material/Box';
import { useCollectionItems } from '../../app/site-context';
import { ActionButton } from '../../components/action-button';
import { CardGrid } from '../../components/card-grid';
import { PageContainer } from '../../components/page-container';
import { SectionHeading } from '../../components/section-heading';
import { ServiceCard } from '../../components/service-card';
import type { SectionOf } from '../section-types';

/** "Our Services": the chosen service cards in a responsive grid. */
export default function ServiceGrid({ section }: { section: SectionOf<'serviceGrid'> }) {
  const services = useCollectionItems('services', section.services);
  return (
    <Box component="section" id={section.id} sx={{ py: { xs: 8, md: 10 } }}>
      <PageContainer>
        <SectionHeading heading={section.heading} subheading={section.subheading} />
        <CardGrid>
          {services.map((service) => (
            <ServiceCard key={service.id} service={service} linkLabel={section.linkLabel} />
          ))}
        </CardGrid>
        {section.action ? (
          <Box sx={{ textAlign: 'center', mt: 5 }}>
            <ActionButton button={section.action} />
          </Box>
        ) : null}
      </PageContainer>
    </Box>
  );
}
