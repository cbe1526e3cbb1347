import { readFileSync } from 'node:fs';
import { API_DOCS_PATH, renderApiDocs } from '../../scripts/generate-api-docs';
import { routes } from '../../lib/contract';

describe('docs/api.md', () => {
  it('is the table generated from the route manifest (run `npm run docs:api` after changing a route)', () => {
    expect(readFileSync(API_DOCS_PATH, 'utf8')).toBe(renderApiDocs());
  });

  it('has one row per manifest route', () => {
    const rows = renderApiDocs()
      .split('\n')
      .filter((line) => /^\| \d+ \|/.test(line));

    expect(rows).toHaveLength(routes.length);
  });
});
