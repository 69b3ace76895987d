import { forwardRef, type AnchorHTMLAttributes } from 'react';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { useSite } from '../app/site-context';
import { VisuallyHidden } from './visually-hidden';

export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  newTab?: boolean;
  /** A section's own words for the new-tab hint; the site's interface words otherwise. */
  newTabHint?: string;
};

/**
 * One link component for content hrefs. Every page is its own prerendered document, so links are plain
 * anchors (the browser prefetches the next page through the speculation rules in the page's head);
 * new tabs always get rel="noopener noreferrer", and say so: a small icon for the eye, words for
 * screen readers (WCAG 3.2.5, no change of context without warning).
 */
export const SmartLink = forwardRef<HTMLAnchorElement, Props>(function SmartLink({ href, newTab, newTabHint, children, ...rest }, ref) {
  const { ui } = useSite();
  if (!newTab) {
    return (
      <a ref={ref} href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <OpenInNew aria-hidden="true" sx={{ fontSize: '1em', ml: 0.5, flexShrink: 0 }} />
      <VisuallyHidden>{` ${newTabHint ?? ui.newTab}`}</VisuallyHidden>
    </a>
  );
});
