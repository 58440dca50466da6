import { config } from "zod/v4/core";

// zod compiles object schemas with `new Function` when it may, and finds out by trying as each
// schema is built. Under the pages' Content-Security-Policy (no 'unsafe-eval') that try is a
// reported violation, so the browser's zod is told not to try. This file runs before any page
// module (and so before @teamkit/validators builds its schemas).
config({ jitless: true });
