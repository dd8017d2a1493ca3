import { longDate, PAPER_SUMMARY_MAX, PAPERS_FETCHED, type Paper } from '@kalvi/shared';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { cutText, normaliseSpace } from './text.ts';
import { type FetchText, UpstreamError } from './upstream.ts';

/** Elements that may occur once or many times: always hand them back as arrays. */
const REPEATED = new Set(['entry', 'author', 'link', 'category']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // 'opensearch:totalResults' -> 'totalResults', 'arxiv:primary_category' -> 'primary_category'.
  removeNSPrefix: true,
  // Keep every value a string: an id such as 2411.01230 must not turn into a number.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => REPEATED.has(name),
});

type XmlNode = string | { '#text'?: string; [key: string]: unknown } | undefined;

/** An element's text, whether the parser gave a bare string or an object with attributes. */
function textOf(node: unknown): string {
  if (typeof node === 'string') return node;
  if (node && typeof node === 'object' && '#text' in node)
    return String((node as { '#text': unknown })['#text']);
  return '';
}

interface AtomLink {
  '@href'?: string;
  '@rel'?: string;
  '@type'?: string;
}

interface AtomEntry {
  id?: XmlNode;
  title?: XmlNode;
  summary?: XmlNode;
  published?: XmlNode;
  author?: { name?: XmlNode }[];
  link?: AtomLink[];
}

/** The preprint service's `query` call: the newest 50 submissions matching all:{terms}. */
export async function fetchPapers(fetchText: FetchText, baseUrl: string, terms: string): Promise<Paper[]> {
  const query = new URLSearchParams({
    search_query: `all:${terms}`,
    start: '0',
    max_results: String(PAPERS_FETCHED),
    sortBy: 'submittedDate',
    sortOrder: 'descending',
  });
  return parseAtomFeed(await fetchText(`${baseUrl}/query?${query}`));
}

export function parseAtomFeed(xml: string): Paper[] {
  if (XMLValidator.validate(xml) !== true)
    throw new UpstreamError('arXiv answered something that is not XML');
  const feed = (parser.parse(xml) as { feed?: { entry?: AtomEntry[] } | string }).feed;
  if (feed === undefined) throw new UpstreamError('arXiv answered XML that is not an Atom feed');
  const entries = typeof feed === 'object' ? (feed.entry ?? []) : [];
  const papers: Paper[] = [];
  for (const entry of entries) {
    const id = normaliseSpace(textOf(entry.id));
    // The service reports a bad query as a feed with one entry under its errors address.
    if (id.includes('/api/errors')) {
      throw new UpstreamError(`arXiv reported an error: ${normaliseSpace(textOf(entry.summary))}`);
    }
    const paper = toPaper(id, entry);
    if (paper) papers.push(paper);
  }
  return papers;
}

function toPaper(id: string, entry: AtomEntry): Paper | undefined {
  const title = normaliseSpace(textOf(entry.title));
  const link = abstractLink(id, entry.link ?? []);
  if (!id || !title || !link) return undefined;
  const published = new Date(textOf(entry.published).trim());
  return {
    id,
    title,
    summary: cutText(normaliseSpace(textOf(entry.summary)), PAPER_SUMMARY_MAX),
    authors: (entry.author ?? []).map((a) => normaliseSpace(textOf(a.name))).filter(Boolean),
    published: Number.isNaN(published.getTime()) ? '' : longDate(published),
    link,
    pdf_link: pdfLink(link),
  };
}

/** The entry's HTML abstract page (rel alternate), or its id, which is the same address. */
function abstractLink(id: string, links: AtomLink[]): string | undefined {
  const alternate = links.find((l) => l['@rel'] === 'alternate' && l['@href'])?.['@href'];
  const candidate = (alternate ?? id).trim();
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

/** The abstract link with its /abs/ path swapped for /pdf/ (docs/product/feeds-and-chat.md#research-papers). */
export function pdfLink(abstract: string): string {
  const url = new URL(abstract);
  url.pathname = url.pathname.replace(/\/abs\//, '/pdf/');
  return url.toString();
}
