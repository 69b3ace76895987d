import schema from '../../../site.schema.json' with { type: 'json' };

/** Which $defs entry describes a file, from the schema's own "x-files" map (site-relative glob → def). */
const patterns = Object.entries(schema['x-files'] as Record<string, string>).map(([def, glob]) => ({
  def,
  glob,
  regex: new RegExp(`^${glob.replace(/\./g, '\\.').replace(/\*/g, '[a-z0-9-]+')}$`),
}));

export function fileKind(siteRelativePath: string): string | undefined {
  return patterns.find((p) => p.regex.test(siteRelativePath))?.def;
}

export const allowedFiles = patterns.map((p) => p.glob);
