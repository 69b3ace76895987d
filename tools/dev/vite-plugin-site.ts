import { resolve } from 'node:path';
import { loadEnv, type Logger, type Plugin, type ViteDevServer } from 'vite';
import { validateSite } from '../../src/content/disk/validate-site.ts';
import { formatHuman, SCREENFUL } from '../../src/content/validate/report-format.ts';
import { siteData, type SiteData } from '../../src/content/site-data.ts';
import { siteToday } from '../../src/content/disk/site-today.ts';

const CORE_ID = 'virtual:site';
const PAGE_PREFIX = 'virtual:site-page/';

type State = SiteData | { error: string };

/** Builds the site's data modules from site/ after validating it; invalid content fails the build or shows Vite's overlay. */
export function sitePlugin(): Plugin {
  let root = process.cwd();
  let env: Record<string, string> = {};
  let state: State | undefined;
  let isBuild = false;
  let logger: Logger | undefined;

  const rebuild = (): State => {
    const today = siteToday();
    const result = validateSite({ root, today });
    const errors = result.problems.filter((p) => p.severity === 'error');
    if (!result.content || errors.length > 0) {
      // Grouped by file with the fix under each problem, as `npm run validate` prints it (warnings left out).
      state = { error: `The content in site/ has problems to fix:\n\n${formatHuman(errors, { limit: SCREENFUL })}` };
      return state;
    }
    const warnings = result.problems.filter((p) => p.severity === 'warning');
    if (warnings.length > 0) logger?.warn(`Content warnings (the site still builds):\n${formatHuman(warnings, { limit: SCREENFUL })}`);
    state = siteData({ content: result.content, references: result.references, townPages: result.townPages }, { env, today });
    return state;
  };
  const current = () => state ?? rebuild();

  return {
    name: 'cedar-creek-site',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
      isBuild = config.command === 'build';
      logger = config.logger;
      env = loadEnv(config.mode, config.envDir || config.root, 'VITE_');
    },
    buildStart() {
      // Content is validated when a data module is first loaded, not here: the client bundle and the
      // prerender's server bundle hold code only and never load one, and `npm run build` validates
      // once itself (tools/build/build.ts). A build that does load the data still stops on invalid content.
      this.addWatchFile(resolve(root, 'site.schema.json'));
    },
    resolveId(id) {
      if (id === CORE_ID || id.startsWith(PAGE_PREFIX)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith('\0virtual:site')) return undefined;
      const now = current();
      if ('error' in now) {
        if (isBuild) this.error(now.error);
        throw new Error(now.error);
      }
      if (id === `\0${CORE_ID}`) {
        const loaders = [...now.bundles.keys()].map((key) => `  ${JSON.stringify(key)}: () => import(${JSON.stringify(PAGE_PREFIX + key)}),`);
        return `export const core = JSON.parse(${JSON.stringify(JSON.stringify(now.core))});\nexport const pageLoaders = {\n${loaders.join('\n')}\n};\n`;
      }
      const bundle = now.bundles.get(id.slice(`\0${PAGE_PREFIX}`.length));
      if (!bundle) throw new Error(`No page data for ${id}`);
      return `export default JSON.parse(${JSON.stringify(JSON.stringify(bundle))});\n`;
    },
    configureServer(server: ViteDevServer) {
      server.watcher.add([resolve(root, 'site'), resolve(root, 'site.schema.json')]);
      const onChange = (file: string) => {
        if (!file.startsWith(resolve(root, 'site')) && file !== resolve(root, 'site.schema.json')) return;
        const now = rebuild();
        for (const mod of server.moduleGraph.idToModuleMap.values()) {
          if (mod.id?.startsWith('\0virtual:site')) server.moduleGraph.invalidateModule(mod);
        }
        if ('error' in now) {
          server.config.logger.error(now.error);
          server.ws.send({ type: 'error', err: { message: now.error, stack: '' } });
        } else {
          server.ws.send({ type: 'full-reload' });
        }
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
