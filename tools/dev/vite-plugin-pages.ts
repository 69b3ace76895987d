import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { devFontCss } from '../build/fonts.ts';

type ServerEntry = typeof import('../../src/render/entry-server.tsx');

/**
 * `npm run dev` serves every page the way the build writes it: rendered by src/render/entry-server.tsx on
 * each request (with Vite's live reload), so the islands wake exactly as in production. Old addresses
 * forward as the static host's _redirects file does.
 */
export function pagesDevPlugin(): Plugin {
  return {
    name: 'cedar-creek-pages-dev',
    apply: 'serve',
    configureServer(server) {
      // Added after Vite's own middlewares: modules, assets and /@vite/* are served first.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = new URL(req.originalUrl ?? '/', 'http://localhost');
          if (req.method !== 'GET' || /\.\w+$/.test(url.pathname) || !req.headers.accept?.includes('text/html')) return next();
          try {
            const entry = (await server.ssrLoadModule('/src/render/entry-server.tsx')) as ServerEntry;
            const redirect = entry.core.redirects.find((r) => r.from === url.pathname);
            if (redirect) {
              res.writeHead(301, { location: redirect.to }).end();
              return;
            }
            // The build cuts the fonts down to the content's characters (tools/build/fonts.ts); here the whole Latin files do.
            const html0 = readFileSync(resolve(server.config.root, 'index.html'), 'utf8').replace('<meta charset="UTF-8" />', (tag) => `${tag}\n    <style>${devFontCss()}</style>`);
            const template = await server.transformIndexHtml(url.pathname, html0);
            const { head, html, status } = await entry.renderPath(url.pathname);
            res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(entry.fillTemplate(template, head, html));
          } catch (error) {
            server.ssrFixStacktrace(error as Error);
            next(error);
          }
        });
      };
    },
  };
}
