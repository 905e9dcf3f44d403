import { SEARCH_MARK_CLOSE, SEARCH_MARK_OPEN } from '@bondsight/contracts/search-rules';

/** Whether a ttl holds no markup but the server's highlight tags. */
function onlyHighlightMarkup(ttl: string): boolean {
  return !/[<>]/.test(ttl.split(SEARCH_MARK_OPEN).join('').split(SEARCH_MARK_CLOSE).join(''));
}

/**
 * A suggestion's title with its match highlighted. The ttl is inserted as HTML, the one field
 * that ever is: the server builds it from HTML-escaped text (every character of the entity's
 * names and of the term is escaped) and adds only <mark> and </mark> around the match (contract
 * SuggestItem.ttl). The check below keeps that promise even if a server bug broke it: anything
 * else that looks like a tag falls back to the plain-text name. The user's own term is never
 * rendered as HTML anywhere.
 */
export function SuggestTitle({ ttl, name }: { ttl: string; name: string }) {
  if (!onlyHighlightMarkup(ttl)) return <span>{name}</span>;
  return <span dangerouslySetInnerHTML={{ __html: ttl }} />;
}
