import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import type { Section } from '../generated/site-types';
import { isKnownSectionType, loadedSection, sectionComponent } from './section-loading';
import type { SectionType } from './section-types';

function SectionSlot({ section, type }: { section: Section; type: SectionType }) {
  // Preloaded before every render that matters (prerender, hydration, navigation); lazy otherwise.
  const Component = (loadedSection(type) ?? sectionComponent(type)) as React.ComponentType<{ section: Section }>;
  return <Component section={section} />;
}

/**
 * Renders a page's sections in order, each in its own Suspense boundary. An unknown type cannot pass validation, so in
 * a build it is impossible; in development it shows a visible block naming the problem.
 */
export function SectionList({ sections }: { sections: Section[] }) {
  return (
    <>
      {sections.map((section, index) => {
        const type = (section as { type: string }).type;
        if (!isKnownSectionType(type)) {
          return import.meta.env.DEV ? (
            <Alert key={index} severity="error" sx={{ m: 2 }}>
              Unknown section type "{type}" (section {index}). Add it to src/sections/registry.ts and site.schema.json.
            </Alert>
          ) : null;
        }
        return (
          <Suspense key={index} fallback={<div style={{ minHeight: 240 }} />}>
            <SectionSlot section={section} type={type} />
          </Suspense>
        );
      })}
    </>
  );
}

