import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export const isInternal = (href: string) => href.startsWith('/') && !href.startsWith('//');

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTab?: boolean };

/**
 * One link component for content hrefs: site pages go through the router (unless opened in a new
 * tab), everything else is a plain anchor; new tabs always get rel="noopener noreferrer".
 */
export const SmartLink = forwardRef<HTMLAnchorElement, Props>(function SmartLink({ href, newTab, ...rest }, ref) {
  if (newTab) return <a ref={ref} href={href} target="_blank" rel="noopener noreferrer" {...rest} />;
  if (isInternal(href)) return <RouterLink ref={ref} to={href} {...rest} />;
  return <a ref={ref} href={href} {...rest} />;
});
