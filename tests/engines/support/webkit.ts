import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bringIntoReach, pageCall, selectAllOf, waitForServer, type Driver, type Key } from './driver';

// WebKit (WebKitGTK, the engine behind Safari) through its W3C WebDriver server, spoken over fetch.
// It needs a display: the suite starts its own Xvfb. See GitHub issue #23 for the quirks met here.

export const MINI_BROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

// MiniBrowser's window holds its toolbar, which keeps it at least 447 px wide: this private GTK
// stylesheet shrinks the toolbar so that a 375 px viewport fits. It styles only MiniBrowser's own
// widgets (WebKit draws the page's form controls itself).
const SHRUNK_TOOLBAR = '* { min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; font-size: 1px; }\n';

const KEYS = { Escape: '\uE00C', Enter: '\uE007', Tab: '\uE004', ' ': ' ', End: '\uE010', Backspace: '\uE003' } as const;
const SHIFT = '\uE008';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on the first free display (it picks one and tells it through -displayfd). */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn('Xvfb', ['-displayfd', '1', '-screen', '0', '1400x1000x24', '-nolisten', 'tcp'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const display = await new Promise<string>((resolve, reject) => {
    let out = '';
    xvfb.once('error', (error) => reject(new Error(`Xvfb could not start (${error.message}): run tools/test/ensure-engines.sh`)));
    xvfb.once('exit', (code) => reject(new Error(`Xvfb stopped at once (exit ${code})`)));
    xvfb.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(`:${out.trim()}`);
    });
  });
  return { display, process: xvfb };
}

export async function launchWebKit(siteUrl: string): Promise<Driver> {
  const config = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
  mkdirSync(join(config, 'gtk-3.0'));
  writeFileSync(join(config, 'gtk-3.0', 'gtk.css'), SHRUNK_TOOLBAR);
  const xvfb = await startXvfb();
  const port = await freePort();
  const server = spawn('WebKitWebDriver', [`--port=${port}`], {
    // Without a GPU, WebKitGTK's accelerated compositing paints every layer through Mesa's software
    // OpenGL: painted directly, the same pages take about 40% less time (measured: 13 s → 8 s for 16
    // page loads and scrolls), and the WebKit process is the cross-engine step's busiest. The
    // engine's layout, script and events are the same either way (decision 020).
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: config, WEBKIT_DISABLE_COMPOSITING_MODE: '1' },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  let session = '';

  async function call(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<unknown> {
    const response = await fetch(`${base}/session${session ? `/${session}` : ''}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
    const { value } = (await response.json()) as { value: unknown };
    if (!response.ok) {
      const { error, message } = value as { error: string; message: string };
      throw new Error(`webkit: ${method} ${path}: ${error}${message ? ` — ${message}` : ''}`);
    }
    return value;
  }
  const find = async (selector: string) => {
    const reference = (await call('POST', '/element', { using: 'css selector', value: selector })) as Record<string, string>;
    return reference[ELEMENT];
  };
  // WebKitWebDriver's own scrolling leaves an element below the fold where it is when the page sets
  // scroll-padding (as the site does, for its sticky header), then refuses the click as "not
  // interactable": an element not wholly on screen is brought to its middle first, as Playwright does.
  // So is one on screen whose middle another element covers or a scrolled box clips (a dialog's
  // button below the end of its scrolled content, at 375 px).
  const clickElement = async (selector: string) => {
    await evaluate(bringIntoReach, selector);
    const element = await find(selector);
    await call('POST', `/element/${element}/click`);
    return element;
  };
  const evaluate: Driver['evaluate'] = async (fn, ...args) =>
    (await call('POST', '/execute/sync', { script: `return ${pageCall(fn, args)}`, args: [] })) as never;

  const press = async (key: Key) => {
    const shift = key === 'Shift+Tab';
    const value = KEYS[shift ? 'Tab' : (key as keyof typeof KEYS)];
    const stroke = [{ type: 'keyDown', value }, { type: 'keyUp', value }];
    await call('POST', '/actions', {
      actions: [{ type: 'key', id: 'keyboard', actions: shift ? [{ type: 'keyDown', value: SHIFT }, ...stroke, { type: 'keyUp', value: SHIFT }] : stroke }],
    });
    await call('DELETE', '/actions');
  };

  const typeKeys = async (text: string) => {
    const keys = [...text].flatMap((value) => [{ type: 'keyDown', value }, { type: 'keyUp', value }]);
    await call('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions: keys }] });
    await call('DELETE', '/actions');
  };

  try {
    await waitForServer(`${base}/status`, 'WebKitWebDriver', 15_000);
    const created = (await call('POST', '', {
      capabilities: {
        alwaysMatch: {
          // WebKitGTK follows the machine's proxy settings: the local servers are exempt.
          'webkitgtk:browserOptions': { binary: MINI_BROWSER, args: ['--automation', '--ignore-host=127.0.0.1', '--ignore-host=localhost'] },
        },
      },
    })) as { sessionId: string };
    session = created.sessionId;
  } catch (error) {
    server.kill();
    xvfb.process.kill();
    throw error;
  }

  return {
    engine: 'webkit',
    goto: async (path) => void (await call('POST', '/url', { url: new URL(path, siteUrl).href })),
    reload: async () => void (await call('POST', '/refresh')),
    async setViewport(width, height) {
      // The window's size includes its (shrunk) toolbar, and the page learns a new size late: each step
      // sizes the window by what a settled page reports, then waits for the page to settle again. (One
      // correction computed from a size the page had not yet seen once made the window 2185 px wide.)
      const inner = () => evaluate(() => [window.innerWidth, window.innerHeight] as [number, number]);
      const settled = async () => {
        let last = await inner();
        for (let still = 0; still < 3; ) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          const now = await inner();
          still = now[0] === last[0] && now[1] === last[1] ? still + 1 : 0;
          last = now;
        }
        return last;
      };
      const deadline = Date.now() + 10_000;
      for (;;) {
        const [w, h] = await settled();
        if (w === width && h === height) return;
        if (Date.now() > deadline) throw new Error(`webkit: the viewport stayed ${w}×${h}, not ${width}×${height}`);
        const rect = (await call('GET', '/window/rect')) as { width: number; height: number };
        await call('POST', '/window/rect', { width: rect.width + width - w, height: rect.height + height - h });
        // Until the page has seen the change (up to 2 s: a window at its smallest may not change at all).
        const seen = Date.now() + 2_000;
        for (let now = await inner(); now[0] === w && now[1] === h && Date.now() < seen; now = await inner()) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    click: async (selector) => void (await clickElement(selector)),
    async clickAt(x, y) {
      await call('POST', '/actions', {
        actions: [
          {
            type: 'pointer',
            id: 'mouse',
            parameters: { pointerType: 'mouse' },
            actions: [
              { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y) },
              { type: 'pointerDown', button: 0 },
              { type: 'pointerUp', button: 0 },
            ],
          },
        ],
      });
      await call('DELETE', '/actions');
    },
    press,
    async type(selector, text) {
      const element = await clickElement(selector);
      await press('End');
      await call('POST', `/element/${element}/value`, { text });
    },
    async fill(selector, text) {
      await clickElement(selector);
      await evaluate(selectAllOf, selector);
      if (text === '') return press('Backspace');
      // Key actions type at the selection (element send keys may move the caret to the end first).
      await typeKeys(text);
    },
    keys: (text) => typeKeys(text),
    keysTo: async (selector, text) => void (await call('POST', `/element/${await find(selector)}/value`, { text })),
    async upload(selector, path) {
      // A file input takes the file's path as its keys; it need not be shown (the studio's is hidden
      // inside its button, as file inputs usually are).
      await call('POST', `/element/${await find(selector)}/value`, { text: path });
    },
    async select(selector, optionText) {
      // WebDriver's click on an <option> selects it as a visitor's choice in the open list would.
      const found = await evaluate((s: string, t: string) => {
        const option = [...document.querySelectorAll(`${s} option`)].find((o) => o.textContent?.trim() === t);
        option?.setAttribute('data-engines-option', '');
        return Boolean(option);
      }, selector, optionText);
      if (!found) throw new Error(`webkit: no option "${optionText}" in ${selector}`);
      await clickElement(`${selector} option[data-engines-option]`);
    },
    evaluate,
    async close() {
      await call('DELETE', '').catch(() => undefined);
      server.kill();
      xvfb.process.kill();
      rmSync(config, { recursive: true, force: true });
    },
  };
}
