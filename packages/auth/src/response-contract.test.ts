import Fastify from 'fastify';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { registerErrorHandling } from './error-handler.js';
import { registerResponseValidation } from './response-contract.js';

describe('response validation', () => {
  it('answers 500 naming the field when a route answers outside its contract', async () => {
    const app = Fastify({ logger: false });
    registerErrorHandling(app);
    registerResponseValidation(app);
    const Answer = Type.Object({ id: Type.Integer(), name: Type.String() });
    app.get('/right', { schema: { response: { 200: Answer } } }, async () => ({
      id: 1,
      name: 'a',
    }));
    app.get('/wrong', { schema: { response: { 200: Answer } } }, async () => ({
      id: 'one',
      name: 'a',
    }));
    expect((await app.inject('/right')).json()).toEqual({ id: 1, name: 'a' });
    const wrong = await app.inject('/wrong');
    expect(wrong.statusCode).toBe(500);
    expect(wrong.json<{ message: string }>().message).toContain(
      'GET /wrong breaks its contract at /id',
    );
    await app.close();
  });
});
