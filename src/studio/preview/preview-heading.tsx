import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';

interface Props {
  id: string;
  text: string;
  /** On a phone the heading is a button that shows and hides the preview (`controls`). */
  folding?: { open: boolean; controls: string; onToggle: () => void };
}

/**
 * The preview's heading. On a phone it holds the button that unfolds the preview (a heading around a
 * button, as a disclosure: its name stays the region's name, and aria-expanded says whether it is open).
 */
export function PreviewHeading({ id, text, folding }: Props) {
  return (
    <Typography id={id} variant="h3" sx={{ fontSize: '1.25rem', mb: 0.5 }}>
      {folding ? (
        <Button
          aria-expanded={folding.open}
          aria-controls={folding.controls}
          onClick={folding.onToggle}
          endIcon={<ExpandMore sx={{ transform: folding.open ? 'rotate(180deg)' : 'none' }} />}
          variant="outlined"
          sx={{ font: 'inherit', textTransform: 'none', width: '100%', justifyContent: 'space-between' }}
        >
          {text}
        </Button>
      ) : (
        text
      )}
    </Typography>
  );
}
