import { Suspense } from 'react';
import Alert from '@mui/material/Alert';
import type { Section } from '../generated/site-types';
import { isKnownSectionType, sectionComponent } from './section-loading';

/**
 * Renders a page's sections in order. An unknown type cannot pass validation, so in a build it is
 * impossible; in development it shows a visible block naming the problem instead of vanishing.
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
        const Component = sectionComponent(type) as React.ComponentType<{ section: Section }>;
        return (
          <Suspense key={index} fallback={<div style={{ minHeight: 240 }} />}>
            <Component section={section} />
          </Suspense>
        );
      })}
    </>
  );
}
