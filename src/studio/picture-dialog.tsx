import { useContext, useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { MAX_PICTURE_BYTES, megabytes } from '../content/picture-limits';
import { DescribePicture } from './pictures/describe-picture';
import { PictureLibrary } from './pictures/picture-library';
import type { RefChoice } from './ref-choices';
import { RefContext } from './ref-context';
import { shrinkPicture, uploadPath, type ShrunkPicture } from './shrink-picture';
import { fill } from './studio-words';

interface Props {
  choices: RefChoice[];
  /** True where the field has a description beside it (an "alt"): a chosen picture's is asked anew. */
  asksDescription: boolean;
  onClose: () => void;
  /** A picture chosen from the site's, or a new one, with its description where one was asked. */
  onChoose: (choice: RefChoice, alt?: string) => void;
}

/**
 * A new picture first (what staff most often came for), then the site's pictures as thumbnails
 * (the site serves /images/ itself), found by what they show.
 */
export function PictureDialog({ choices, asksDescription, onClose, onChoose }: Props) {
  const context = useContext(RefContext)!;
  const words = context.words;
  const titleId = useId();
  const [upload, setUpload] = useState<{ status: 'idle' | 'preparing' | 'refused'; message?: string; picture?: ShrunkPicture }>({ status: 'idle' });
  const [picked, setPicked] = useState<RefChoice>();
  const srcOf = (choice: RefChoice) => context.pending.find((p) => p.path === choice.value)?.dataUrl ?? choice.value;

  const prepare = async (file: File | undefined) => {
    if (!file) return;
    setUpload({ status: 'preparing' });
    // A picture the browser cannot draw or encode is refused in words, never left "preparing".
    const picture = await shrinkPicture(file).catch(() => undefined);
    if (!picture) return setUpload({ status: 'refused', message: words.notAPicture });
    if (picture.bytes > MAX_PICTURE_BYTES) return setUpload({ status: 'refused', message: fill(words.tooLarge, { item: megabytes(MAX_PICTURE_BYTES) }) });
    setPicked(undefined);
    setUpload({ status: 'idle', picture });
  };
  const useUpload = (alt: string) => {
    const picture = upload.picture!;
    const path = uploadPath(alt, picture.type, Math.random().toString(36).slice(2, 8));
    context.addPicture({ path, base64: picture.base64, dataUrl: picture.dataUrl, width: picture.width, height: picture.height });
    onChoose({ value: path, label: path.split('/').pop()!, group: words.picturesGroup, width: picture.width, height: picture.height, description: alt }, alt);
  };
  const pick = (choice: RefChoice) => (asksDescription ? setPicked(choice) : onChoose(choice));

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{words.picturesHeading}</DialogTitle>
      <DialogContent>
        <Typography variant="h3" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {words.uploadHeading}
        </Typography>
        <Typography sx={{ mb: 1.5 }}>{words.uploadText}</Typography>
        <Button variant="outlined" component="label">
          {words.uploadChoose}
          <input hidden type="file" accept="image/jpeg,image/png,image/webp" onChange={(event) => void prepare(event.target.files?.[0])} />
        </Button>
        {upload.status === 'preparing' ? <Typography role="status" sx={{ mt: 1 }}>{words.preparing}</Typography> : null}
        {upload.status === 'refused' ? <Alert severity="error" role="alert" sx={{ mt: 1.5 }}>{upload.message}</Alert> : null}
        {upload.picture ? <DescribePicture src={upload.picture.dataUrl} width={upload.picture.width} height={upload.picture.height} words={words} help={words.altHelp} onUse={useUpload} /> : null}

        <Typography variant="h3" sx={{ fontSize: '1.15rem', mt: 3, mb: 1 }}>
          {words.libraryHeading}
        </Typography>
        {context.imagesFailed ? <Alert severity="warning" sx={{ mb: 2 }}>{words.picturesFailed}</Alert> : null}
        {picked ? (
          <>
            <DescribePicture key={picked.value} src={srcOf(picked)} width={picked.width} height={picked.height} words={words} help={words.altHelpChosen} onUse={(alt) => onChoose(picked, alt)} />
            <Button onClick={() => setPicked(undefined)} sx={{ mt: 1 }}>
              {words.chooseAnother}
            </Button>
          </>
        ) : (
          <>
            <Typography sx={{ mb: 1.5 }}>{words.picturesText}</Typography>
            <PictureLibrary choices={choices} words={words} srcOf={srcOf} onPick={pick} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{words.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
