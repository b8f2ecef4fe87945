// File extensions that may end a path segment (`users.json`, `/NOTICE.html.gz`): one list of the files a server serves
// as they are, and the whole set that a dot may stand before without making an RPC method, built from it.

/**
 * File extensions of a file served as it is (a page, an image, an archive), not of a representation format
 * (`.json`, `.xml`, `.txt`: worldtimeapi's `/ip.txt` is its `/ip` as text).
 */
export const FILE_EXTENSIONS: ReadonlySet<string> = new Set([
  ...['html', 'htm', 'pdf', 'png', 'jpg', 'jpeg', 'gif', 'svg', 'ico', 'zip', 'js', 'css', 'gz', 'tar'],
]);

/** Extensions of a representation format or a server page (`users.json`, `feed.rss`, `index.php`): the resource in it. */
const FORMAT_EXTENSIONS = ['json', 'xml', 'csv', 'yaml', 'yml', 'txt', 'rss', 'atom', 'php', 'aspx', 'ics', 'md'];

/** File extensions that may end a segment (`users.json`): a dot before them is not an RPC method. */
export const EXTENSIONS: ReadonlySet<string> = new Set([...FILE_EXTENSIONS, ...FORMAT_EXTENSIONS]);
