/**
 * Validates one built page with html-validate, validating a large part repeated byte for byte on
 * many pages (the footer's town list; inert-parts.ts says which parts qualify and why) only once.
 *
 * A page with such parts is validated with their content blanked (same offsets, lines and columns);
 * each part's own messages come from the first page validated whole that holds the same bytes under
 * the same ancestors (tag and attributes, as html-validate's own tree shows them). Messages outside
 * the parts come from the blanked page. Both the blanked page's and the whole page's ancestors are
 * read from html-validate's tree by a rule that reports nothing, so a part the scan got wrong (no
 * element where it starts) makes the page be validated whole.
 */
import { createHash } from 'node:crypto';
import { HtmlValidate, Rule, StaticConfigLoader, type ConfigData, type DOMReadyEvent, type HtmlElement, type Plugin, type ResolvedConfig, type RuleDocumentation } from 'html-validate';
import { htmlConfig } from './html-config.ts';
import type { HtmlMessage } from './html-problem.ts';
import { blankParts, inertParts, type InertPart } from './inert-parts.ts';
// Lines and columns are found as the validator finds them in content files (1-based, as html-validate counts).
import { lineStarts, positionAmong as position } from '../../../src/content/validate/json-file.ts';

/** The part offsets the next validation asks about, and what the tree showed at each (ancestors, or null: no such element). */
let probe: { starts: number[]; ancestors: Map<number, string | null> } | undefined;

const describeElement = (el: HtmlElement) => `${el.tagName}${el.attributes.map((a) => ` ${a.key}=${JSON.stringify(String(a.value ?? ''))}`).join('')}`;

/** Reports nothing: records, for each part asked about, its element's ancestors in html-validate's own tree. */
class PartAncestors extends Rule {
  override documentation(): RuleDocumentation {
    return { description: 'Internal to the HTML check: never reports.' };
  }

  override setup() {
    this.on('dom:ready', ({ document, source }: DOMReadyEvent) => {
      if (!probe) return;
      const wanted = new Set(probe.starts);
      for (const el of document.querySelectorAll('*')) {
        // An element's location starts just after the "<" of its start tag.
        const start = el.location.offset - source.offset - 1;
        if (!wanted.has(start)) continue;
        const chain: string[] = [];
        for (let up = el.parent; up && !up.isRootElement(); up = up.parent) chain.push(describeElement(up));
        probe.ancestors.set(start, `${describeElement(el)}\n${chain.join('\n')}`);
      }
    });
  }
}

const probePlugin: Plugin = { name: 'check-parts', rules: { 'check-parts/ancestors': PartAncestors } };

type Located = HtmlMessage & { offset: number };

/**
 * Whether a part's messages may be reused under these ancestors (its own start tag first). Not under an
 * element whose rules read the text inside it (site/option-label reads an <option>'s words; the others
 * are there to stay on the safe side), which the blanked page would show empty.
 */
const reusableUnder = (ancestors: string | null | undefined) => !!ancestors && !/^(option|select|datalist|textarea|button|label|title)\b/m.test(ancestors);

/** Messages by their place in the page (stable: html-validate's order where two share a place), whichever way they were found. */
const inPageOrder = (messages: Located[]): HtmlMessage[] => [...messages].sort((a, b) => a.offset - b.offset).map(({ offset: _, ...m }) => m);

/** A part's messages, placed relative to its start, from the page that was validated whole. */
interface PartMessages {
  messages: { offset: number; line: number; column: number; rule: string; message: string }[];
}

/**
 * html-validate resolves its configuration again for every page (the element tables included: about
 * 8 ms, as much as a small page's whole check). It is the same configuration for every page, so it
 * is resolved once per validator.
 */
class ResolvedOnce extends StaticConfigLoader {
  private resolved: ResolvedConfig | Promise<ResolvedConfig> | undefined;

  override getConfigFor(handle: string, override?: ConfigData) {
    if (override) return super.getConfigFor(handle, override);
    return (this.resolved ??= super.getConfigFor(handle));
  }
}

export class PageHtmlValidator {
  private readonly validator = new HtmlValidate(
    new ResolvedOnce({
      ...htmlConfig,
      plugins: [...(htmlConfig.plugins ?? []), probePlugin],
      rules: { ...htmlConfig.rules, 'check-parts/ancestors': 'error' },
    }),
  );
  /** By part bytes' hash and ancestors: that part's messages. Kept for the life of the validator (one check run). */
  private readonly known = new Map<string, PartMessages>();
  private readonly knownParts = new Set<string>();
  /** Pages validated whole and blanked: the benchmark's and the tests' view of what the parts saved. */
  readonly counts = { whole: 0, blanked: 0 };

  private async run(html: string, file: string, starts: number[]): Promise<{ messages: Located[]; ancestors: Map<number, string | null> }> {
    probe = { starts, ancestors: new Map() };
    try {
      const report = await this.validator.validateString(html, file);
      const messages = report.results.flatMap((result) => result.messages.map((m) => ({ line: m.line, column: m.column, offset: m.offset, rule: m.ruleId, message: m.message })));
      return { messages, ancestors: probe.ancestors };
    } finally {
      probe = undefined;
    }
  }

  /** The page's messages, by place in the page. `parts`: the page's inert parts, when already found. */
  async validate(html: string, file: string, parts = inertParts(html)): Promise<HtmlMessage[]> {
    const keys = parts.map((part) => createHash('sha256').update(html.slice(part.start, part.end)).digest('hex'));
    if (parts.length > 0 && keys.every((key) => this.knownParts.has(key))) {
      const blanked = await this.run(blankParts(html, parts), file, parts.map((p) => p.start));
      this.counts.blanked++;
      const fromParts = parts.map((part, i) => this.known.get(`${keys[i]}\n${blanked.ancestors.get(part.start)}`));
      if (fromParts.every((known, i) => known && reusableUnder(blanked.ancestors.get(parts[i]!.start)))) {
        return this.combine(html, parts, blanked.messages, fromParts as PartMessages[]);
      }
    }
    const whole = await this.run(html, file, parts.map((p) => p.start));
    this.counts.whole++;
    parts.forEach((part, i) => {
      const ancestors = whole.ancestors.get(part.start);
      if (!ancestors) return;
      const starts = lineStarts(html.slice(0, part.start));
      const at = position(starts, part.start);
      const inside = whole.messages.filter((m) => m.offset >= part.start && m.offset < part.end);
      this.knownParts.add(keys[i]!);
      this.known.set(`${keys[i]}\n${ancestors}`, {
        messages: inside.map((m) => ({ ...m, offset: m.offset - part.start, line: m.line - at.line, column: m.line === at.line ? m.column - at.column : m.column })),
      });
    });
    return inPageOrder(whole.messages);
  }

  /** The blanked page's messages outside the parts, and each part's own, moved to where the part is on this page. */
  private combine(html: string, parts: InertPart[], outside: Located[], fromParts: PartMessages[]): HtmlMessage[] {
    const starts = lineStarts(html);
    const all: Located[] = outside.filter((m) => !parts.some((part) => m.offset >= part.start && m.offset < part.end));
    parts.forEach((part, i) => {
      const at = position(starts, part.start);
      for (const m of fromParts[i]!.messages) {
        all.push({ ...m, offset: part.start + m.offset, line: at.line + m.line, column: m.line === 0 ? at.column + m.column : m.column });
      }
    });
    return inPageOrder(all);
  }
}
