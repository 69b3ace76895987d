import { Fragment } from 'react';

/**
 * Text that may wrap after each "@" and "/" (a <wbr> there), so an e-mail address or a web address
 * breaks where a reader expects on a narrow screen, never in the middle of a word. A leading "/" stays
 * with what follows it.
 */
export function Breakable({ text }: { text: string }) {
  const parts = text.split(/(?<=.[@/])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
