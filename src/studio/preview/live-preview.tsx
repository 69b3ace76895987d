import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { PageLoading } from '../../components/page-loading';
import { calendarDay } from '../../content/upcoming-events';
import { PreviewAddresses } from './preview-addresses';
import { PreviewHeading } from './preview-heading';
import { useFollowField } from './use-follow-field';
import { previewOf, type Preview, type StudioFile } from './preview-site';
import { fill, type StudioWords } from '../studio-words';

interface Props {
  /** Every content file, from the studio (read once, and again after each save). */
  files: StudioFile[] | 'loading' | 'failed';
  words: StudioWords['preview'];
  /** The file as it is in the form right now (undefined until it is open). */
  draft: StudioFile | undefined;
  /** On a phone: folded behind its heading's button until she opens it. */
  phone?: boolean;
  /** A picture the site does not serve yet (new in this form, or saved since the build), as an address to show. */
  showPicture?: (path: string) => Promise<string>;
}

// Its own chunk, fetched when the first preview is drawn (the site's page shell and section loading).
const PreviewFrame = lazy(() => import('./preview-frame'));

/** How long typing must pause before the page is drawn again: each keystroke redrawing a whole page would lag. */
const SETTLE_MS = 300;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * The page as the draft would make it, drawn beside the form by the site's own section components
 * from the whole site (as the studio read it from the content API) with the draft in place of its file.
 */
export function LivePreview({ files, words, draft, phone = false, showPicture }: Props) {
  const [wanted, setWanted] = useState<string>();
  const [narrow, setNarrow] = useState(false);
  const [drawn, setDrawn] = useState(true);
  const settled = useSettled(draft, SETTLE_MS);
  const onPage = useFollowField();
  const [unfolded, setUnfolded] = useState(false);
  const folding = phone ? { open: unfolded, controls: 'studio-preview-body', onToggle: () => setUnfolded(!unfolded) } : undefined;

  // The env carries the build's service addresses (VITE_*), as the build's pages have them.
  const preview = useMemo(
    () => (Array.isArray(files) && settled ? previewOf(files, settled, wanted, calendarDay(new Date()), import.meta.env) : undefined),
    [files, settled, wanted],
  );
  // The last preview that could be made: a half-typed draft keeps showing it.
  const kept = useRef<Extract<Preview, { ok: true }> | undefined>(undefined);
  if (preview?.ok) kept.current = preview;
  const shown = kept.current;
  const stale = preview?.ok === false || !drawn;

  // Beside the form on a wide screen it stays in view while the form scrolls, below the site's sticky header.
  return (
    <Box component="section" aria-labelledby="studio-preview-heading" sx={{ minWidth: 0, position: { lg: 'sticky' }, top: { lg: 88 } }}>
      <PreviewHeading id="studio-preview-heading" text={words.heading} folding={folding} />
      <Box id="studio-preview-body" hidden={folding ? !folding.open : false}>
        <Typography variant="body2" sx={{ mb: 1.5 }}>{words.text}</Typography>
        {files === 'loading' ? <PageLoading label={words.loading} /> : null}
        {files === 'failed' ? <Alert severity="warning">{words.loadError}</Alert> : null}
        {shown && shown.paths.length === 0 ? <Alert severity="info">{words.noPage}</Alert> : null}
        {stale ? <Alert severity="info" role="status" sx={{ mb: 1.5 }}>{words.stale}</Alert> : null}
        {shown?.page ? (
          <>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
              <PreviewAddresses paths={shown.paths} shown={shown.page.path} label={words.addressLabel} panelId="studio-preview-frame" onChoose={setWanted} />
              <FormControlLabel control={<Switch checked={narrow} onChange={(event) => setNarrow(event.target.checked)} />} label={words.phoneWidth} sx={{ mb: 1 }} />
            </Box>
            <Box id="studio-preview-frame">
              <Suspense fallback={<PageLoading label={words.loading} />}>
                <PreviewFrame page={shown.page} title={fill(words.frameTitle, { item: shown.page.path })} narrow={narrow} onDrawn={setDrawn} onPage={onPage} showPicture={showPicture} />
              </Suspense>
            </Box>
          </>
        ) : null}
      </Box>
    </Box>
  );
}
