// The embedded database survives its process being killed: a server started again on the same
// data folder opens it and answers. The fault tests build on this with writes in flight.
import { afterAll, expect, it } from 'vitest';
import { dataFolder, startServerProcess } from './processes.js';

const folder = await dataFolder();
afterAll(() => folder.remove());

it('opens the embedded database again after SIGKILL', async () => {
  const first = await startServerProcess({ DATA_DIR: folder.dir });
  expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
  await first.kill();
  const second = await startServerProcess({ DATA_DIR: folder.dir });
  try {
    expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  } finally {
    await second.stop();
  }
});
