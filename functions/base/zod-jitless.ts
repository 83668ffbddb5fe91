import * as z from 'zod';

/**
 * zod parses objects without compiling a parser for each schema. By default zod v4 writes and compiles
 * (`new Function`) a parser the first time each object schema parses, which pays off only over many parses;
 * a function instance parses each of its schemas a handful of times per request, and its cold start paid
 * for every compile. Measured (`npm run bench:bundles`, node 20, 2 x 7 fresh processes each way,
 * interleaved, load 1.0-2.1): the first request 10-80 ms shorter (widget send 614 / 683 -> 581 / 603 ms,
 * widget start 526 / 540 -> 507 / 517, agent send 452 / 439 -> 408 / 429, leads list 378 / 387 -> 348 / 355);
 * one parse of a 50-lead page costs ~50 µs more (90-100 µs against 40-60, warm). Both ways give the same
 * data, key order and issues.
 *
 * Set before any schema is made (each reads the setting when it is constructed): infra/build-functions.ts
 * injects this module at the top of every function bundle, and the local runtime (infra/local/runtime.ts),
 * the tests' setup (vitest.config.ts, infra/local/test-setup.ts) and the benches that make schemas before
 * starting it load it first, so the product parses the same way at home. The lazily loaded bundles that
 * carry their own copy of zod (the knowledge extractors) follow it too: zod keeps its setting on globalThis.
 */
z.config({ jitless: true });
