/** The HTML check's one html-validate configuration (decision 010). */
import type { ConfigData } from 'html-validate';
import { sitePlugin } from './html-rules.ts';

/** No rule of the preset is turned off (decision 010 says why none needs to be). */
export const htmlConfig: ConfigData = {
  root: true,
  extends: ['html-validate:standard'],
  plugins: [sitePlugin],
  rules: {
    'site/no-dup-id-in-svg': 'error',
    'site/option-label': 'error',
  },
};
