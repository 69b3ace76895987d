import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { usePath } from '../../app/page-path';
import { useSite } from '../../app/site-context';
import { isCurrent, type ResolvedMenu } from './use-nav-menus';

type Item = ResolvedMenu['items'][number];

/**
 * One menu entry, as the header dropdown, the drawer and the no-script list all draw it: a plain link,
 * bold and marked as the current page where it leads here, with the "new" badge where the entry has
 * one (`badge`). Each place gives its own row look (`sx`) and may wrap the title (`children`).
 */
export function MenuLink({ item, sx, badge = false, children }: { item: Item; sx: SxProps<Theme>; badge?: boolean; children?: ReactNode }) {
  const { ui } = useSite();
  const pathname = usePath();
  return (
    <Box component="a" href={item.href} aria-current={isCurrent(item.href, pathname) ? 'page' : undefined} sx={[{ '&[aria-current]': { fontWeight: 700 } }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children ?? item.title}
      {badge && item.isNew ? <Chip label={ui.newBadge} size="small" color="secondary" sx={{ height: 20, color: '#1b3a1c' }} /> : null}
    </Box>
  );
}
