import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { PageContainer } from './page-container';

export type BandTone = 'plain' | 'tinted';

/** A page block's outer band: the usual vertical rhythm, an optional grey tint, and the content column. */
export function SectionBand({ id, tone = 'plain', children }: { id?: string; tone?: BandTone; children: ReactNode }) {
  return (
    <Box component="section" id={id} sx={{ py: { xs: 8, md: 10 }, bgcolor: tone === 'tinted' ? 'brand.level2' : undefined }}>
      <PageContainer>{children}</PageContainer>
    </Box>
  );
}

/** The optional button under a block's content, centred. */
export function BandFooter({ children }: { children: ReactNode }) {
  return <Box sx={{ textAlign: 'center', mt: 5 }}>{children}</Box>;
}
