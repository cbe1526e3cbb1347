import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 needs at import time; browsers have them.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy… and waitFor wait up to 5 s (the library's 1 s default): a screen that renders 25 tiles can
// take longer than 1 s on a loaded 2-core CI machine, and a test should fail on behaviour, not on load.
configure({ asyncUtilTimeout: 5000 });

// jsdom does not lay out or scroll: its window.scrollTo only reports "Not implemented". The app scrolls
// on every navigation (app/use-scroll-restoration.ts), so here it is a no-op a test may spy on.
// (guarded: a node-environment file of this project, such as layers.test.ts, has no window)
if (typeof window !== 'undefined') window.scrollTo = () => {};
