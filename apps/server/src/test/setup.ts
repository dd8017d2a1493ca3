import { afterAll } from 'vitest';
import { closeTestApps } from './harness.ts';

// Whatever app a file made and left open is closed when the file ends (test/harness.ts).
afterAll(closeTestApps);
