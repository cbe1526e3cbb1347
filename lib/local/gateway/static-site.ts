/**
 * The built SPA (dist/web) at the twin's root, as CloudFront serves it: files by path, hashed assets
 * cacheable forever, index.html never cached, and every other path answered with index.html so the
 * client router can take it (files with an extension that do not exist are 404s), compressed as
 * CloudFront compresses them (compression.ts).
 */
import { createReadStream, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { escapeHtml } from '../mailbox';
import { compressedFiles, edgeEncoding, isEdgeCompressible } from './compression';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** esbuild's content hashes: name-ABCDEFGH.ext (8+ characters of [A-Z0-9]). */
const HASHED = /[-.][A-Za-z0-9_]{8,}\.[a-z0-9]+$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

export function staticSite(root: string): (request: IncomingMessage, response: ServerResponse) => void {
  const resolvedRoot = path.resolve(root);
  const indexFile = path.join(resolvedRoot, 'index.html');
  const compressed = compressedFiles((file) => readFile(file));
  const send = sender(compressed);

  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const urlPath = (request.url ?? '/').split('?')[0]!;
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      response.writeHead(400).end();
      return;
    }
    const file = path.join(resolvedRoot, path.normalize(decoded));
    if (file !== resolvedRoot && !file.startsWith(resolvedRoot + path.sep)) {
      response.writeHead(403).end();
      return;
    }
    const found = fileStat(file);
    if (found && found.isFile()) {
      send(
        request,
        response,
        file,
        found,
        path.basename(file) === 'index.html' ? NO_CACHE : cacheControl(file),
      );
      return;
    }
    if (path.extname(decoded) && !decoded.endsWith('.html')) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const index = fileStat(indexFile);
    if (!index) {
      missingBuild(response, resolvedRoot);
      return;
    }
    send(request, response, indexFile, index, NO_CACHE);
  };
}

function cacheControl(file: string): string {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : NO_CACHE;
}

function fileStat(file: string) {
  try {
    return statSync(file);
  } catch {
    return null;
  }
}

function sender(compressed: ReturnType<typeof compressedFiles>) {
  return (
    request: IncomingMessage,
    response: ServerResponse,
    file: string,
    stat: { size: number; mtimeMs: number; mtime: Date },
    cache: string,
  ): void => {
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const contentType = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'Cache-Control': cache,
      ETag: etag,
      'Last-Modified': stat.mtime.toUTCString(),
    };
    if (isEdgeCompressible(contentType)) headers.Vary = 'Accept-Encoding';
    if (request.headers['if-none-match'] === etag) {
      response.writeHead(304, headers).end();
      return;
    }
    const encoding = edgeEncoding(request, contentType, stat.size);
    if (encoding) {
      compressed(file, etag, encoding).then(
        (body) => {
          response.writeHead(200, {
            ...headers,
            'Content-Encoding': encoding,
            'Content-Length': body.length,
          });
          response.end(request.method === 'HEAD' ? undefined : body);
        },
        () => response.destroy(),
      );
      return;
    }
    response.writeHead(200, { ...headers, 'Content-Length': stat.size });
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(file)
      .on('error', () => response.destroy())
      .pipe(response);
  };
}

function missingBuild(response: ServerResponse, root: string): void {
  const body = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>PlayJoin: web app not built</title></head>
<body style="font-family: system-ui, sans-serif; margin: 2rem">
<h1>The web app is not built yet</h1>
<p>The twin serves the SPA from <code>${escapeHtml(root)}</code>, which has no <code>index.html</code>.</p>
<p>Build it with <code>npx tsx scripts/build-web.ts</code> (or <code>npm run build:web</code>) and reload this page.
The API, sockets and mailbox work meanwhile.</p>
</body></html>
`;
  response
    .writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': NO_CACHE })
    .end(body);
}
