import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A JSON file read from disk, kept with its text so every problem can point at a line and column. */
export interface JsonFile {
  file: string;
  text: string;
  tree: Node | undefined;
  data: unknown;
}

export interface Position {
  line: number;
  column: number;
}

/** Where each line of a text starts (line 1 at 0), by one pass over the text. */
export function lineStarts(text: string): number[] {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) starts.push(i + 1);
  return starts;
}

/** The line and column of an offset, by binary search among the line starts. */
export function positionAmong(starts: number[], offset: number): Position {
  let low = 0;
  let high = starts.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (starts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return { line: low + 1, column: offset - starts[low]! + 1 };
}

/** One place in a text; for many places in one file, `locate` finds the line starts once. */
export function positionAt(text: string, offset: number): Position {
  return positionAmong(lineStarts(text), offset);
}

/** Parses strictly (no comments, no trailing commas); returns the first syntax error with its place. */
export function parseJsonFile(file: string, text: string): JsonFile | { file: string; error: string; position: Position } {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  if (errors.length > 0) {
    const first = errors[0]!;
    return { file, error: describeParseError(printParseErrorCode(first.error)), position: positionAt(text, first.offset) };
  }
  if (!tree) return { file, error: 'the file is empty; it should hold one JSON object', position: { line: 1, column: 1 } };
  return { file, text, tree, data: JSON.parse(text) };
}

function describeParseError(code: string): string {
  const plain: Record<string, string> = {
    CommaExpected: 'a comma is missing between two entries (add "," at the end of the entry just before this place)',
    ColonExpected: 'a colon ":" is missing after a property name',
    PropertyNameExpected: 'a property name in double quotes was expected (is there a trailing comma? The last entry before a "}" takes no ",")',
    ValueExpected: 'a value was expected (is there a trailing comma? The last item before a "]" takes no ",")',
    CloseBraceExpected: 'a closing "}" is missing',
    CloseBracketExpected: 'a closing "]" is missing',
    EndOfFileExpected: 'there is extra text after the end of the JSON',
    InvalidSymbol: 'there is a character JSON does not allow here (use double quotes for text)',
    UnexpectedEndOfString: 'a text value is not closed with a double quote',
    InvalidCommentToken: 'comments are not allowed in JSON',
    UnexpectedEndOfComment: 'comments are not allowed in JSON',
  };
  return `invalid JSON: ${plain[code] ?? code}`;
}

/** Splits a JSON pointer ("/sections/2/heading") into path segments for jsonc-parser. */
export function pointerSegments(pointer: string): (string | number)[] {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

// A file's line starts, found on its first located problem: scanning the text from its start for
// each problem made 120,000 problems in one file take minutes (#26).
const lineStartsOfFile = new WeakMap<JsonFile, number[]>();
const startsOf = (json: JsonFile) => lineStartsOfFile.get(json) ?? lineStartsOfFile.set(json, lineStarts(json.text)).get(json)!;

/**
 * Where a pointer lands in the text. With `key`, points at that property's name when it exists
 * (an unknown property), else at the value the pointer names, else at the nearest existing parent.
 */
export function locate(json: JsonFile, pointer: string, key?: string): Position {
  const segments = pointerSegments(pointer);
  if (!json.tree) return { line: 1, column: 1 };
  const at = (offset: number) => positionAmong(startsOf(json), offset);
  for (let n = segments.length; n >= 0; n--) {
    const node = findNodeAtLocation(json.tree, segments.slice(0, n));
    if (!node) continue;
    if (n === segments.length && key !== undefined && node.type === 'object') {
      const prop = node.children?.find((child) => child.children?.[0]?.value === key);
      if (prop) return at(prop.offset);
    }
    const target = node.parent?.type === 'property' ? node.parent : node;
    return at(target.offset);
  }
  return { line: 1, column: 1 };
}
