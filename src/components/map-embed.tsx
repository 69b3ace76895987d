import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import Place from '@mui/icons-material/Place';
import { useSite } from '../app/site-context';
import { SmartLink } from './smart-link';

const frameStyle = { position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 } as const;

/**
 * The service-area map from site.json (business.map). The third-party frame may be blocked or
 * offline, so the address and a directions link are always shown under it as plain text.
 *
 * The frame's address waits in `data-src` until the page script sees it near the screen
 * (`src/browser/lazy-frames.ts`): `loading="lazy"` alone lets Chromium start a frame thousands of
 * pixels away on a slow connection, and on /contact the map's first request to another host then
 * competed with the first paint. Without script, the <noscript> copy is the map.
 */
export function MapEmbed({ address, directionsLabel }: { address: string; directionsLabel: string }) {
  const { map } = useSite().business;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Box sx={{ position: 'relative', aspectRatio: '4 / 3', borderRadius: 2, overflow: 'hidden', bgcolor: 'brand.level2', border: 1, borderColor: 'divider' }}>
        <iframe data-src={map.embedUrl} title={map.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen style={frameStyle} />
        <noscript>
          <iframe src={map.embedUrl} title={map.title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" allowFullScreen style={frameStyle} />
        </noscript>
      </Box>
      <Typography component="figcaption" sx={{ mt: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 2, rowGap: 0.5 }}>
        <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
          <Place aria-hidden="true" fontSize="small" sx={{ color: 'brand.link' }} />
          {address}
        </Box>
        <Link component={SmartLink} href={map.directionsUrl} newTab sx={{ color: 'brand.link', fontWeight: 600, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
          {directionsLabel}
        </Link>
      </Typography>
    </Box>
  );
}
