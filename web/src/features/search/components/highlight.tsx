import { Fragment } from 'react';
import { matchSpans } from '@intranet/contract';

/** Plain text with the words of `q` marked (accents and case ignored); never renders HTML. */
export function Highlight({ text, q }: { text: string; q: string }) {
  const spans = matchSpans(text, q);
  if (spans.length === 0) return <>{text}</>;
  const parts: React.ReactNode[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(<mark key={`m${start}`}>{text.slice(start, end)}</mark>);
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}
