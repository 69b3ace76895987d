import { useContext, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_PICTURE_BYTES, megabytes } from '../content/picture-limits';
import type { RefChoice } from './ref-choices';
import { RefContext } from './ref-context';
import { shrinkPicture, uploadPath, type ShrunkPicture } from './shrink-picture';
import { fill } from './studio-words';

interface Props {
  choices: RefChoice[];
  onClose: () => void;
  /** A picture chosen from the site's, or a new one with its description. */
  onChoose: (choice: RefChoice, alt?: string) => void;
}

/** The site's pictures as thumbnails (the site serves /images/ itself), and a new picture with its description. */
export function PictureDialog({ choices, onClose, onChoose }: Props) {
  const context = useContext(RefContext)!;
  const words = context.words;
  const titleId = useId();
  const [upload, setUpload] = useState<{ status: 'idle' | 'preparing' | 'refused'; message?: string; picture?: ShrunkPicture }>({ status: 'idle' });
  const [alt, setAlt] = useState('');

  const prepare = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ status: 'preparing' });
    // A picture the browser cannot draw or encode is refused in words, never left "preparing".
    const picture = await shrinkPicture(file).catch(() => undefined);
    if (!picture) return setUpload({ status: 'refused', message: words.notAPicture });
    if (picture.bytes > MAX_PICTURE_BYTES) return setUpload({ status: 'refused', message: fill(words.tooLarge, { item: megabytes(MAX_PICTURE_BYTES) }) });
    setUpload({ status: 'idle', picture });
  };
  const useUpload = () => {
    const picture = upload.picture!;
    const path = uploadPath(alt, picture.type, Math.random().toString(36).slice(2, 8));
    context.addPicture({ path, base64: picture.base64, dataUrl: picture.dataUrl, width: picture.width, height: picture.height });
    onChoose({ value: path, label: path.split('/').pop()!, group: words.picturesGroup, width: picture.width, height: picture.height }, alt.trim());
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{words.picturesHeading}</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>{words.picturesText}</Typography>
        {context.imagesFailed ? <Alert severity="warning" sx={{ mb: 2 }}>{words.picturesFailed}</Alert> : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 1.5 }}>
          {choices.map((choice) => (
            <li key={choice.value}>
              <ButtonBase onClick={() => onChoose(choice)} sx={{ display: 'grid', width: '100%', textAlign: 'left', border: 1, borderColor: 'divider', borderRadius: 1, p: 0.5 }}>
                <Box component="img" src={context.pending.find((p) => p.path === choice.value)?.dataUrl ?? choice.value} alt="" loading="lazy" sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover', bgcolor: 'grey.100' }} />
                <Typography variant="body2" component="span" sx={{ wordBreak: 'break-all' }}>
                  {choice.label}
                </Typography>
                {choice.width && choice.height ? (
                  <Typography variant="caption" component="span">
                    {fill(words.pictureSize, { item: `${choice.width} × ${choice.height}` })}
                  </Typography>
                ) : null}
              </ButtonBase>
            </li>
          ))}
        </Box>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
          {words.uploadHeading}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{words.uploadText}</Typography>
        <Button variant="outlined" component="label">
          {words.uploadChoose}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void prepare(event.target.files?.[0])} />
        </Button>
        {upload.status === 'preparing' ? <Typography role="status" sx={{ mt: 1 }}>{words.preparing}</Typography> : null}
        {upload.status === 'refused' ? <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>{upload.message}</Alert> : null}
        {upload.picture ? (
          <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <Box component="img" src={upload.picture.dataUrl} alt="" sx={{ width: 160, borderRadius: 1 }} />
            <Box sx={{ flex: 1, minWidth: 240, display: 'grid', gap: 1 }}>
              <Typography variant="caption">{fill(words.pictureSize, { item: `${upload.picture.width} × ${upload.picture.height}` })}</Typography>
              <TextField label={words.altLabel} helperText={words.altHelp} value={alt} required multiline onChange={(event) => setAlt(event.target.value)} />
              <Button variant="contained" disabled={alt.trim() === ''} onClick={useUpload} sx={{ justifySelf: 'start' }}>
                {words.usePicture}
              </Button>
            </Box>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
