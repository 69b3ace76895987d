import Container from '@mui/material/Container';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSite } from '../app/site-context';

/** The content column: the spec's 720 px at the small breakpoint and 1236 px from medium up. */
export function PageContainer({ children, sx, component }: { children: ReactNode; sx?: SxProps<Theme>; component?: React.ElementType }) {
  const { containerMaxWidth } = useSite().layout;
  return (
    <Container
      maxWidth={false}
      component={component ?? 'div'}
      sx={[{ maxWidth: { sm: containerMaxWidth.sm, md: containerMaxWidth.md } }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Container>
  );
}
