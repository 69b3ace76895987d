import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Breakable } from './breakable';

const html = (text: string) => renderToStaticMarkup(<Breakable text={text} />);

describe('Breakable', () => {
  it('lets an e-mail address wrap only after the "@"', () => {
    expect(html('info@cedarcreeklawn.example')).toBe('info@<wbr/>cedarcreeklawn.example');
  });
  it('lets a path wrap after each "/" but the first', () => {
    expect(html('/goldsboro/services')).toBe('/goldsboro/<wbr/>services');
    expect(html('/resources/summer-lawn-care')).toBe('/resources/<wbr/>summer-lawn-care');
  });
  it('leaves other text as it is', () => {
    expect(html('(919) 555-0142')).toBe('(919) 555-0142');
  });
});
