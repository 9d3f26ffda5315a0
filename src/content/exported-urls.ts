/**
 * URLs as analytics exports and platforms write them: a CSV row's columns of URLs side by side, and the click
 * redirects of search engines and social networks, whose own parameters carry the platform's ids, not the reader's data.
 */

/**
 * URL spans (start, end, start, end, …), each cut where a CSV row's next column starts another URL right after a
 * comma (`…&gclid=…,https://www.bing.com/…`): each read on its own. One search of the text for `,http`, in order.
 */
export function columnsApart(text: string, found: number[]): number[] {
  let cut = text.indexOf(',http');
  if (cut < 0) return found;
  const out: number[] = [];
  for (let k = 0; k < found.length; k += 2) {
    let start = found[k]!;
    const end = found[k + 1]!;
    while (cut >= 0 && cut <= start) cut = text.indexOf(',http', cut + 1);
    for (; cut >= 0 && cut < end; cut = text.indexOf(',http', cut + 1)) {
      if (!text.startsWith('://', cut + 5) && !text.startsWith('s://', cut + 5)) continue;
      out.push(start, cut);
      start = cut + 1;
    }
    out.push(start, end);
  }
  return out;
}

const FACEBOOK = new Set(['h', 'u', 's', 'e']);
/** Hosts' click redirects, by the path they start with, and the parameters the platform writes there itself. */
const CLICK_REDIRECTS = new Map<string, readonly [string, ReadonlySet<string>]>([
  ['www.bing.com', ['/ck/a', new Set(['p', 'hsh', 'fclid', 'ptn', 'ntb', 'u'])]],
  ['bing.com', ['/ck/a', new Set(['p', 'hsh', 'fclid', 'ptn', 'ntb', 'u'])]],
  ['www.google.com', ['/url', new Set(['usg', 'ved', 'sa', 'url', 'q', 'ust', 'opi', 'source', 'cd', 'cad', 'rct'])]],
  ['out.reddit.com', ['/', new Set(['token', 'app_name', 'url'])]],
  ['l.facebook.com', ['/l.php', FACEBOOK]],
  ['lm.facebook.com', ['/l.php', FACEBOOK]],
  ['l.messenger.com', ['/l.php', FACEBOOK]],
  ['l.instagram.com', ['/', FACEBOOK]],
]);

/** The parameters a platform's click redirect at `host` and `path` writes itself; null for any other URL. */
export function platformParams(host: string, path: string): ReadonlySet<string> | null {
  const redirect = CLICK_REDIRECTS.get(host);
  return redirect !== undefined && path.startsWith(redirect[0]) ? redirect[1] : null;
}
