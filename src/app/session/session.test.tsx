import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SessionProvider, useSession } from './session';

function Probe() {
  return <span>{useSession().status}</span>;
}

describe('SessionProvider when prerendering', () => {
  it('renders "unknown" without touching window or storage, so hydration matches', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <MemoryRouter>
        <SessionProvider>
          <Probe />
        </SessionProvider>
      </MemoryRouter>,
    );
    expect(html).toBe('<span>unknown</span>');
  });

  it('refuses useSession outside the provider, naming the fix', () => {
    expect(() => renderToString(<Probe />)).toThrow(/inside <SessionProvider>/);
  });
});
