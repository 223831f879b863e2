import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '../../src/env.ts';

/**
 * `npm start` runs the server in apps/server (an npm workspace), but the README says the demo's data is
 * in ./.data of the folder the command was typed in: a relative DATA_DIR is read from there (INIT_CWD).
 */
describe('DATA_DIR', () => {
  it('when DATA_DIR is relative and npm was started in a folder, then the data is under that folder', () => {
    expect(readEnv({ INIT_CWD: '/srv/tala' }).DATA_DIR).toBe('/srv/tala/.data');
    expect(readEnv({ INIT_CWD: '/srv/tala', DATA_DIR: 'state' }).DATA_DIR).toBe('/srv/tala/state');
  });

  it('when DATA_DIR is absolute, then it is kept; without npm, a relative one is under the working folder', () => {
    expect(readEnv({ INIT_CWD: '/srv/tala', DATA_DIR: '/var/lib/tala' }).DATA_DIR).toBe('/var/lib/tala');
    expect(readEnv({}).DATA_DIR).toBe(path.resolve(process.cwd(), '.data'));
  });
});
