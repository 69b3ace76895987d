import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { useSession } from './session';

function Probe() {
  return <span>{useSession().status}</span>;
}

describe('useSession when prerendering', () => {
  it('renders "unknown" without touching window or storage, so hydration matches', () => {
    expect(typeof window).toBe('undefined');
    expect(renderToString(<Probe />)).toBe('<span>unknown</span>');
  });
});
