import type { ContentKind } from './content-client';
import { findField, type FoundField } from './form/field-search';
import { defs } from './form/schema-walk';

export interface StudioGroupWords {
  label: string;
  kinds: string[];
}

export interface ContentItem {
  path: string;
  /** A readable name from the file name: "towns/wilsons-mills.json" → "Wilsons Mills". */
  label: string;
  /** The file's kind, so a search can find its fields by their labels. */
  kind?: string;
  /** The field a search found by its label: the file opens at it. */
  field?: FoundField;
}

export interface ContentGroup {
  label: string;
  items: ContentItem[];
}

/** "pages/resources-fall-cleanup.json" → "Resources fall cleanup"; site.json is named by its group. */
export function itemLabel(path: string, groupLabel: string, kind?: ContentKind): string {
  const name = path.split('/').at(-1)!.replace(/\.json$/, '');
  if (path === 'site.json') return groupLabel;
  const titled = schemaTitle(path, kind);
  if (titled) return titled;
  const words = name.split('-');
  // Town files are proper names: every word capitalised; others read as a sentence.
  return path.startsWith('towns/') ? words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ') : [words[0]!.charAt(0).toUpperCase() + words[0]!.slice(1), ...words.slice(1)].join(' ');
}

/**
 * The schema's own name for a file, where it has one: the only file of its kind is named by the
 * kind ("collections/faqs.json" → "Questions and answers", not "Faqs"), and a town page template by
 * the town's part it lays out ("templates/town-services.json" → "Town services page").
 */
function schemaTitle(path: string, kind: ContentKind | undefined): string | undefined {
  if (!kind) return undefined;
  const [template, part] = (path.match(/^templates\/([a-z]+)-([a-z]+)\.json$/) ?? []).slice(1);
  if (template && part) return (defs[`${template}File`]?.properties?.[part] as { title?: string } | undefined)?.title;
  if (kind.files.length === 1 && !['pageFile', 'formFile', 'townFile'].includes(kind.kind)) return kind.title;
  return undefined;
}

/**
 * The content list the way staff think of it: the groups named in the dashboard's content, each
 * with the files of its kinds in name order. A kind no group names goes nowhere (a page author's
 * choice); files the API lists are never invented here.
 */
export function groupContent(groups: StudioGroupWords[], kinds: ContentKind[]): ContentGroup[] {
  return groups.map((group) => ({
    label: group.label,
    items: kinds
      .filter((kind) => group.kinds.includes(kind.kind))
      .flatMap((kind) => kind.files.map((file) => ({ path: file.path, label: itemLabel(file.path, group.label, kind), kind: kind.kind })))
      .sort((a, b) => a.label.localeCompare(b.label)),
  }));
}

/**
 * Groups narrowed to items whose name or file matches every word typed (case and accents ignored),
 * or, failing that, whose kind has a field labelled with them: "phone" finds the settings, opened at
 * their Phone field.
 */
export function searchContent(groups: ContentGroup[], query: string): ContentGroup[] {
  const fold = (text: string) => text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  return groups
    .map((group) => ({
      ...group,
      items: group.items.flatMap((item) => {
        const haystack = fold(`${group.label} ${item.label} ${item.path}`);
        if (words.every((word) => haystack.includes(word))) return [item];
        const field = item.kind ? findField(item.kind, query) : undefined;
        return field ? [{ ...item, field }] : [];
      }),
    }))
    .filter((group) => group.items.length > 0);
}
