import Markdown from 'react-markdown';

/**
 * A reading's Markdown. react-markdown builds React elements and never renders raw HTML
 * (no rehype-raw), so a lesson body cannot inject markup or script.
 */
export function Reading({ body }: { body: string }) {
  return (
    <div className="prose-lesson space-y-3 leading-relaxed text-slate-800 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_pre]:overflow-x-auto [&_pre]:rounded-ui [&_pre]:bg-slate-100 [&_pre]:p-3 [&_blockquote]:border-l-4 [&_blockquote]:border-primary-200 [&_blockquote]:pl-3">
      <Markdown skipHtml>{body}</Markdown>
    </div>
  );
}
