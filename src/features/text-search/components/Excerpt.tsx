import { Fragment } from "react";
import type { ExcerptPart } from "../schema";

/**
 * A search hit's excerpt: the matched words as <mark>, the rest as text nodes. The parts are
 * plain text from the API, so nothing in an indexed page can inject markup here.
 */
export function Excerpt({ parts, className }: { parts: ExcerptPart[]; className?: string }) {
  if (parts.length === 0) return null;
  return (
    <p className={className}>
      {parts.map((part, index) =>
        // A hit's parts never change order, so the index is a stable key.
        part.highlight ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>,
      )}
    </p>
  );
}
