import { forwardRef, type AnchorHTMLAttributes } from 'react';

export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTab?: boolean };

/**
 * One link component for content hrefs. Every page is its own prerendered document, so links are plain
 * anchors (the browser prefetches the next page through the speculation rules in the page's head);
 * new tabs always get rel="noopener noreferrer".
 */
export const SmartLink = forwardRef<HTMLAnchorElement, Props>(function SmartLink({ href, newTab, ...rest }, ref) {
  if (newTab) return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
});
