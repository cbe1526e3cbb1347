/**
 * The signup screen's code-split entry: the route table imports this light wrapper; the screen, the
 * typed client, Amplify, react-dropzone and date-fns arrive in their own chunk on the first visit.
 */
import { lazy } from 'react';

export const LazySignupScreen = lazy(() =>
  import('./SignupScreen').then((module) => ({ default: module.SignupScreen })),
);
