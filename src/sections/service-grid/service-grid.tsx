import { useCollectionItems } from '../../app/site-context';
import { CardGrid } from '../../components/card-grid';
import { BandAction, SectionBand } from '../../components/section-band';
import { SectionHeading } from '../../components/section-heading';
import { ServiceCard } from '../../components/service-card';
import type { SectionOf } from '../section-types';

/** "Our Services": the chosen service cards in a responsive grid. */
export default function ServiceGrid({ section }: { section: SectionOf<'serviceGrid'> }) {
  const services = useCollectionItems('services', section.services);
  return (
    <SectionBand id={section.id}>
      <SectionHeading heading={section.heading} subheading={section.subheading} />
      <CardGrid>
        {services.map((service) => (
          <ServiceCard key={service.id} service={service} linkLabel={section.linkLabel} />
        ))}
      </CardGrid>
      <BandAction action={section.action} />
    </SectionBand>
  );
}
