/**
 * The name → value maps of a proxy event (headers, query string), as API Gateway fills them for both
 * the REST and the WebSocket APIs. The names are the client's, so a map with Object's prototype would
 * let `__proto__`, `constructor` or `toString` reach inherited members: the maps have no prototype,
 * and every name, whatever it is, becomes an own property. The handler still receives plain objects,
 * as from the Lambda runtime (see lambdaEvent in ../lambda.ts).
 */

export interface ValueMaps {
  single: Record<string, string>;
  multi: Record<string, string[]>;
}

/** Empty maps without a prototype. */
export function emptyMaps(): ValueMaps {
  return {
    single: Object.create(null) as Record<string, string>,
    multi: Object.create(null) as Record<string, string[]>,
  };
}

/** Adds one occurrence: the single-value map keeps the last, the multi-value map every one in order. */
export function addValue(maps: ValueMaps, name: string, value: string): void {
  maps.single[name] = value;
  (maps.multi[name] ??= []).push(value);
}

/** Sets a name to exactly one value, replacing whatever was there. */
export function setValue(maps: ValueMaps, name: string, value: string): void {
  maps.single[name] = value;
  maps.multi[name] = [value];
}

/** The request's headers as sent (names in the client's case), less the names `skip` accepts. */
export function headerMaps(rawHeaders: readonly string[], skip?: (lowerName: string) => boolean): ValueMaps {
  const maps = emptyMaps();
  for (let index = 0; index < rawHeaders.length; index += 2) {
    const name = rawHeaders[index]!;
    if (!skip?.(name.toLowerCase())) addValue(maps, name, rawHeaders[index + 1]!);
  }
  return maps;
}

/** The query string's parameters, or null maps when it has none (API Gateway's `null`). */
export function queryMaps(pairs: Iterable<readonly [string, string]>): ValueMaps | null {
  const maps = emptyMaps();
  let any = false;
  for (const [name, value] of pairs) {
    addValue(maps, name, value);
    any = true;
  }
  return any ? maps : null;
}
