import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Props {
  paths: string[];
  shown: string;
  label: string;
  /** The id of the element the chosen address is shown in (the tabs control it). */
  panelId: string;
  onChoose: (path: string) => void;
}

// A town's two pages, or a page's few addresses, fit as tabs; every address of the site needs a list.
const MOST_TABS = 4;

/** The choice of which address the preview draws, when the item shows on more than one. */
export function PreviewAddresses({ paths, shown, label, panelId, onChoose }: Props) {
  if (paths.length <= 1) return <Typography sx={{ mb: 1, fontFamily: 'monospace' }}>{shown}</Typography>;
  if (paths.length <= MOST_TABS) {
    return (
      <Tabs value={shown} onChange={(_event, path: string) => onChoose(path)} aria-label={label} variant="scrollable" sx={{ mb: 1 }}>
        {paths.map((path) => (
          // The chosen address in the link green: the theme's primary green on white is 4.1:1, under AA for small text.
          <Tab key={path} value={path} label={path} aria-controls={panelId} sx={{ textTransform: 'none', fontFamily: 'monospace', '&.Mui-selected': { color: 'var(--cc-palette-brand-link)' } }} />
        ))}
      </Tabs>
    );
  }
  return (
    <TextField select label={label} value={shown} onChange={(event) => onChoose(event.target.value)} slotProps={{ select: { native: true } }} size="small" sx={{ mb: 1.5, minWidth: 260 }}>
      {paths.map((path) => (
        <option key={path} value={path}>
          {path}
        </option>
      ))}
    </TextField>
  );
}
