import { rmSync } from 'node:fs';
import { e2eSettings } from './settings.ts';

/** Removes the run's temporary data folder (the server has stopped by then). */
export default function teardown() {
  rmSync(e2eSettings().dataDir, { recursive: true, force: true });
}
