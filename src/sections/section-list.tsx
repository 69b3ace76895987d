import Alert from '@mui/material/Alert';
import type { Section } from '../generated/site-types';
import { Island } from '../islands/island';
import type { IslandKind } from '../islands/island-context';
import { isKnownSectionType, loadedBuildProps, loadedSection } from './section-loading';
import { sectionWake } from './registry';
import { useSiteCore } from '../app/site-context';

/**
 * Renders a page's sections in order (their code is preloaded: this runs at build time). A section the
 * registry marks as an island goes into the page as one, with its props. An unknown type cannot pass
 * validation, so in a build it is impossible; in development it shows a visible block naming the problem.
 */
export function SectionList({ sections }: { sections: Section[] }) {
  const core = useSiteCore();
  return (
    <>
      {sections.map((section, index) => {
        const type = (section as { type: string }).type;
        const Component = isKnownSectionType(type) ? (loadedSection(type) as React.ComponentType<{ section: Section }> | undefined) : undefined;
        if (!isKnownSectionType(type) || !Component) {
          return import.meta.env.DEV ? (
            <Alert key={index} severity="error" sx={{ m: 2 }}>
              Unknown section type "{type}" (section {index}). Add it to src/sections/registry.ts and site.schema.json.
            </Alert>
          ) : null;
        }
        const wake = sectionWake(type);
        if (!wake) return <Component key={index} section={section} />;
        const props = { section, ...loadedBuildProps(type)?.(core) };
        return <Island key={index} kind={type as IslandKind} component={Component} props={props} wake={wake} />;
      })}
    </>
  );
}
