// The port held from the start (issue 39): a port in use names PORT, and until the app serves every
// request is answered 503 "The server is starting" with Retry-After; released, the port is free.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config.js';
import { holdPort } from './held-port.js';

describe('holdPort', () => {
  it('answers 503 serverStarting while held, refuses a second holder naming PORT, and lets the port go', async () => {
    const held = await holdPort(0, '127.0.0.1');
    try {
      const answer = await fetch(`http://127.0.0.1:${held.port}/api/health/ready`);
      expect(answer.status).toBe(503);
      expect(answer.headers.get('retry-after')).toBe('1');
      expect(await answer.json()).toEqual({
        message: 'The server is starting: try again in a moment',
        code: 'serverStarting',
      });
      const second = holdPort(held.port, '127.0.0.1');
      await expect(second).rejects.toBeInstanceOf(ConfigError);
      await expect(second).rejects.toThrow(
        `PORT ${held.port} on 127.0.0.1 is in use by another process: stop it, or set PORT to a free port`,
      );
    } finally {
      await held.release();
    }
    const next = net.createServer();
    await new Promise<void>((resolve) => next.listen(held.port, '127.0.0.1', resolve));
    await new Promise((resolve) => next.close(resolve));
  });
});
