import Box from '@mui/material/Box';
import type { ButtonProps } from '@mui/material/Button';
import type { ReactNode } from 'react';
import type { Action } from '../generated/site-types';
import { ActionButton } from './action-button';
import { PageContainer } from './page-container';

export type BandTone = 'plain' | 'tinted';

/**
 * A page block's outer band: the usual vertical rhythm, an optional grey tint, and the content column.
 * `place` names the block for the visit counts' "Phone tap" (decision 029).
 */
export function SectionBand({ id, tone = 'plain', place, children }: { id?: string; tone?: BandTone; place?: string; children: ReactNode }) {
  return (
    <Box component="section" id={id} data-place={place} sx={{ py: { xs: 8, md: 10 }, bgcolor: tone === 'tinted' ? 'brand.level2' : undefined }}>
      <PageContainer>{children}</PageContainer>
    </Box>
  );
}

/** The optional button under a block's content, centred; nothing when the content gives none. */
export function BandAction({ action, ...props }: { action: Action | undefined } & Omit<ButtonProps, 'href' | 'action'>) {
  if (!action) return null;
  return (
    <Box sx={{ textAlign: 'center', mt: 5 }}>
      <ActionButton button={action} {...props} />
    </Box>
  );
}
