/** Where the twin started by test/twin/global-setup.ts answers; read by integration and browser tests. */
export interface TwinUrls {
  site: string;
}
export function twinUrls(): TwinUrls {
  const site = process.env.TWIN_URL;
  if (!site) throw new Error('TWIN_URL is not set: the twin project global setup did not run');
  return { site };
}
