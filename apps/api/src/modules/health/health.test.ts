import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { openDatabase } from '../../db/client';

describe('GET /health', () => {
  it('answers 503 when the database does not answer', async () => {
    const handle = await openDatabase({ memory: true });
    const app = await buildApp({
      config: testConfig({ DATA_DIR: `/tmp/electro-health-${Date.now()}` }),
      db: handle.db,
      ping: async () => {
        throw new Error('connection refused');
      },
      jwtSecret: randomBytes(32),
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ success: false, message: 'The database is not available.' });
    } finally {
      await app.close();
      await handle.close();
    }
  });
});
