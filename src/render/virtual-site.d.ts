// The data modules made by tools/dev/vite-plugin-site.ts; typed where they are read (src/render/site-modules.ts).
declare module 'virtual:site' {
  export const core: unknown;
  export const pageLoaders: Record<string, () => Promise<{ default: unknown }>>;
}
