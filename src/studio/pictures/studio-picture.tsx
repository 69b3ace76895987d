import { useContext, useState } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { RefContext } from '../ref-context';

interface Props {
  /** The picture's address on the site ("/images/…"), or a data: address of one not sent yet. */
  src: string;
  sx?: SxProps<Theme>;
  loading?: 'lazy' | 'eager';
}

/**
 * A picture as the studio shows it (decorative: its words are beside it). The site serves a picture
 * only from the build after it was saved, so one saved since then fails to load from the site: it is
 * then fetched once from the content API, which already holds it, and shown from its bytes.
 */
export function StudioPicture({ src, sx, loading }: Props) {
  const context = useContext(RefContext);
  const [fallback, setFallback] = useState<{ for: string; src: string }>();
  const shown = fallback?.for === src ? fallback.src : src;
  const failed = () => {
    if (!context || fallback?.for === src || !src.startsWith('/images/')) return;
    context.loadPicture(src).then(
      (data) => setFallback({ for: src, src: data }),
      // Not on the server either (removed, or a typing mistake): the field's own check says so.
      () => setFallback({ for: src, src }),
    );
  };
  return <Box component="img" src={shown} alt="" data-address={src} loading={loading} onError={failed} sx={sx} />;
}
