import { memo } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { useSite } from '../app/site-context';
import { businessHref } from '../content/business-links';

/**
 * Words from site.json, then the business phone as a link: whatever happens to a form, a lead can still
 * call. Memoised (give it an sx that stays the same): a form's press draws it again for nothing otherwise.
 * `place` names it for the visit counts' "Phone tap" (decision 029).
 */
export const CallUs = memo(function CallUs({ words, sx, place }: { words: string; sx?: SxProps<Theme>; place?: string }) {
  const { business } = useSite();
  return (
    <Typography sx={sx} data-place={place}>
      {words} <Link href={businessHref.phone(business.phone)} underline="always" sx={{ color: 'brand.link' }}>{business.phone}</Link>
    </Typography>
  );
});
