import { useMemo } from 'react';
import { usePageBundle, useSiteCore } from '../app/site-context';
import { jsonLdText, pageStructuredData } from '../content/structured-data';

/**
 * The page's JSON-LD (see src/content/structured-data.ts). A data block, not a script: React renders
 * it in place on the server and leaves it as it is when hydrating, since the same data gives the same text.
 */
export function StructuredData({ path, noindex }: { path: string; noindex?: boolean }) {
  const core = useSiteCore();
  const bundle = usePageBundle();
  const json = useMemo(() => {
    const data = noindex ? null : pageStructuredData(core, bundle, path);
    return data ? jsonLdText(data) : null;
  }, [core, bundle, path, noindex]);
  return json ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} /> : null;
}
