import { speculationRules } from '../app/speculation-rules';
import { themeModeScript } from '../app/theme-storage';

/** Puts a rendered page into the built index.html: the theme snippet, the speculation rules, the head tags and the markup. */
export function fillTemplate(template: string, head: string, html: string): string {
  // Replacer functions, not strings: in a replacement string "$$", "$&" or "$'" would be rewritten ("$$" → "$").
  return template
    .replace('<script>/*theme-mode*/</script>', () => `<script>${themeModeScript}</script><script type="speculationrules">${speculationRules}</script>`)
    .replace('<!--head-->', () => head)
    .replace('<!--app-->', () => html);
}
