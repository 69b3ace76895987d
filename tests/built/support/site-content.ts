import { validateSite } from '../../../src/content/disk/validate-site.ts';
import { projectRoot } from '../../../src/testing/temp-project.ts';

const validated = validateSite({ root: projectRoot });
if (!validated.content) throw new Error('site/ is not valid: run "npm run validate".');
/** The site's content, validated as the build read it. */
export const content = validated.content;
