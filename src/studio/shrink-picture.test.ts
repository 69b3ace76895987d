import { describe, expect, it } from 'vitest';
import { uploadPath } from './shrink-picture';

describe('uploadPath', () => {
  it('names a new picture from its description, in the form the content API accepts', () => {
    const accepted = /^\/images\/uploads\/[a-z0-9]+(-[a-z0-9]+)*\.(jpg|png|webp)$/;
    expect(uploadPath('Freshly edged lawn in front of a brick house, Benson', 'webp', 'k3x9')).toBe('/images/uploads/freshly-edged-lawn-in-front-of-a-brick-house-benson-k3x9.webp');
    expect(uploadPath('Pâturage ../../etc/passwd', 'jpeg', 'a1')).toBe('/images/uploads/paturage-etc-passwd-a1.jpg');
    expect(uploadPath('!!!', 'webp', 'z9')).toBe('/images/uploads/picture-z9.webp');
    for (const alt of ['A'.repeat(200), ' spaced out ', 'Crew – “before” & after']) expect(uploadPath(alt, 'webp', 'q1')).toMatch(accepted);
  });
});
