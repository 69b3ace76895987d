/** What the HTML check says of a page: html-validate's messages, as the check prints them. */

export interface HtmlMessage {
  line: number;
  column: number;
  rule: string;
  message: string;
}

export interface HtmlProblem extends HtmlMessage {
  /** The page, shown from the folder above dist ("dist/about/index.html"). */
  page: string;
}

export const formatHtmlProblem = (p: HtmlProblem) => `${p.page}:${p.line}:${p.column} ${p.rule} — ${p.message}`;
