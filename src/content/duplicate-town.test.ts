import { describe, expect, it } from 'vitest';
import selma from '../../site/towns/selma.json' with { type: 'json' };
import type { TownFile } from '../generated/site-types';
import { duplicateTown } from './duplicate-town';

const source = selma as unknown as TownFile;

describe('duplicateTown', () => {
  const copy = duplicateTown(source, 'Kenly', { lat: 35.5963, lng: -78.1239 });

  it('takes the new name, address and place, and stays out of the menu', () => {
    expect(copy).toMatchObject({ slug: 'kenly', name: 'Kenly', geo: { lat: 35.5963, lng: -78.1239 }, county: source.county, menu: { show: false } });
    expect(copy.landing.title).toBe(source.landing.title.replace('Selma', 'Kenly'));
    // Its picture stays the old town's (a real file) until someone picks one of its own.
    expect(copy.image).toEqual(source.image);
  });

  it('leaves no trace of the old town\'s name, and none of its community news', () => {
    expect(JSON.stringify({ ...copy, image: undefined })).not.toContain('Selma');
    expect(copy.community).toBeUndefined();
    expect(source.community).toBeDefined();
  });
});
