import { themeModeScript } from './theme-storage';

/** Puts a rendered page into the built index.html: the theme snippet, the head tags and the markup. */
export function fillTemplate(template: string, head: string, html: string): string {
  // Replacer functions, not strings: in a replacement string "$$", "$&" or "$'" would be rewritten ("$$" → "$").
  return template
    .replace('<script>/*theme-mode*/</script>', () => `<script>${themeModeScript}</script>`)
    .replace('<!--head-->', () => head)
    .replace('<!--app-->', () => html);
}
