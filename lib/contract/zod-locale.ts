/**
 * English validation messages. The contract's schemas are built with `zod/mini`, which tree-shakes to
 * the few validators a bundle uses but, unlike classic `zod`, installs no locale: every issue would
 * read "Invalid input". Every module that builds schemas imports this one first, so the messages stay
 * those of zod's English locale wherever the schemas run (Lambdas, the twin, the web client).
 * `zod/v4/locales` with a named import keeps the other 40-odd locales out of the bundles.
 */
import { config } from 'zod/mini';
import { en } from 'zod/v4/locales';

config(en());
