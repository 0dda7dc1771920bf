import { z } from 'zod';

// zod builds fast object parsers with new Function() where it may. Under the app's CSP (no
// 'unsafe-eval') it may not, and its probe alone files a CSP violation on every page load.
// The switch must run before the first schema is built: main.tsx imports this module first, and
// vite.config.ts puts it in zod's own chunk, where the build keeps that order.
z.config({ jitless: true });
