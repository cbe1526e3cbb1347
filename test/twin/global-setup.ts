// Replaced by the local-twin work: starts the twin once for the integration and browser tests.
export default async function globalSetup(): Promise<void> {}
