import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { FormFile } from '../generated/site-types';
import { useSite } from '../app/site-context';
import type { FormValues } from './form-rules';
import { mailtoAnswers } from './mailto-answers';

/**
 * After a send the e-mail service refused: a link that opens the visitor's e-mail app with her answers
 * written out to the business address, so a lead survives an outage of the service (issue #39).
 */
export function EmailAppInstead({ form, values, subject, sx }: { form: FormFile; values: FormValues; subject: string; sx?: SxProps<Theme> }) {
  const { business, ui } = useSite();
  return (
    <Typography sx={sx}>
      <Link href={mailtoAnswers(form, values, { to: business.email, subject })} underline="always" sx={{ color: 'brand.link' }}>
        {ui.sendByEmailApp}
      </Link>
    </Typography>
  );
}
