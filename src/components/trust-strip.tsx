import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useSite } from '../app/site-context';
import { Icon } from './icon';
import { isInternal, SmartLink } from './smart-link';

/**
 * The few facts that tell a visitor she can trust the company (the rating and where it comes from,
 * since when, the guarantee, family-owned), written once in site.json and shown where she decides:
 * under the home page's picture and beside the quote form. Plain words and a link to the reviews,
 * never review structured data (search engines treat a business rating itself as self-serving).
 * `compact`: one fact per line, for the narrow column beside a form.
 */
export function TrustStrip({ compact = false }: { compact?: boolean }) {
  const { trust } = useSite();
  if (!trust) return null;
  return (
    <Box
      component="ul"
      aria-label={trust.label}
      data-trust-strip=""
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: compact ? 1.25 : { xs: 1.5, md: 3 },
        gridTemplateColumns: compact ? '1fr' : { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${trust.items.length}, auto)` },
        justifyContent: compact ? undefined : { md: 'center' },
      }}
    >
      {trust.items.map((item) => (
        <Box component="li" key={item.text} sx={{ display: 'flex', alignItems: 'center', gap: 1.25 }}>
          <Icon name={item.icon} sx={{ color: item.icon === 'star' ? 'warning.main' : 'primary.main', flexShrink: 0 }} fontSize={compact ? 'small' : 'medium'} />
          <Typography component="span" sx={{ fontWeight: 600, fontSize: compact ? '0.95rem' : '1rem', lineHeight: 1.35 }}>
            {item.href ? (
              <Link component={SmartLink} href={item.href} newTab={!isInternal(item.href)} sx={{ color: 'brand.link' }}>
                {item.text}
              </Link>
            ) : (
              item.text
            )}
            {item.detail ? (
              <Typography component="span" sx={{ display: 'block', fontWeight: 400, fontSize: '0.875rem', color: 'text.secondary' }}>
                {item.detail}
              </Typography>
            ) : null}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
