import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];

/** Elements whose content is never visible text. */
const INVISIBLE = new Set(['script', 'style', 'template', 'noscript']);

/** Collapses runs of whitespace (line breaks included) into single spaces. */
export function normaliseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The visible text of an HTML fragment: tags dropped, scripts and styles dropped with their
 * content, entities decoded, all by an HTML parser rather than by patterns.
 */
export function htmlToText(html: string): string {
  const parts: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const node of nodes) {
      if (node.nodeName === '#text' && 'value' in node) parts.push(node.value);
      else if ('childNodes' in node && !INVISIBLE.has(node.nodeName)) walk(node.childNodes);
    }
  };
  walk(parseFragment(html).childNodes);
  return normaliseSpace(parts.join(''));
}

/** Cuts text to `max` characters (whole code points) plus an ellipsis when it is longer. */
export function cutText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}...`;
}
