import { randomBytes } from 'node:crypto';

/** Where the page's resources come from, as webview URIs. */
export interface RunnerPage {
  /** `webview.cspSource`: the origin the page may load its own styles and images from. */
  cspSource: string;
  scriptUri: string;
  styleUri: string;
  /** A fresh nonce per page (see `makeNonce`). */
  nonce: string;
  title: string;
}

/** A nonce for the page's one script: 128 random bits from the OS, base64. */
export function makeNonce(): string {
  return randomBytes(16).toString('base64');
}

function escapeAttr(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The policy: nothing by default, the nonce'd script only, styles, fonts and images from the extension, no network. */
export function contentSecurityPolicy(cspSource: string, nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src ${cspSource}`,
    `font-src ${cspSource}`,
    `img-src ${cspSource}`,
    "connect-src 'none'",
    "frame-src 'none'",
    "form-action 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/** The runner webview's HTML: no inline script or style, one stylesheet and one script from the extension. */
export function runnerHtml(p: RunnerPage): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${escapeAttr(contentSecurityPolicy(p.cspSource, p.nonce))}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${escapeAttr(p.styleUri)}">
<title>${escapeAttr(p.title)}</title>
</head>
<body>
<script nonce="${escapeAttr(p.nonce)}" src="${escapeAttr(p.scriptUri)}"></script>
</body>
</html>
`;
}
