import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'graphql';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApolloClient } from './apollo';

// Parsed here rather than tagged: it is no operation of the app's schema, and codegen reads
// every tagged document under web/src.
const StateQuery = parse('query Probe_State { state }');

/** A GraphQL endpoint whose answers are held until released, and whose state can change. */
async function heldServer() {
  let state = 'running';
  const held: (() => void)[] = [];
  let requests = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    requests += 1;
    request.resume();
    request.on('end', () => {
      // The answer is read when the request arrives, as a service reads its database.
      const read = state;
      held.push(() => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ data: { state: read } }));
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    uri: `http://127.0.0.1:${port}/graphql`,
    change: (next: string) => (state = next),
    requests: () => requests,
    heldCount: () => held.length,
    releaseAll: () => held.splice(0).forEach((answer) => answer()),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A request still held (the test failed before releasing it) must not keep it open.
        server.closeAllConnections();
      }),
  };
}

/** The page's storage the client reads its session headers from: empty, signed out. */
function emptyStorage(): Pick<Storage, 'getItem'> {
  return { getItem: () => null };
}

let close: (() => Promise<void>) | undefined;
beforeEach(() => {
  vi.stubGlobal('window', {
    localStorage: emptyStorage(),
    sessionStorage: emptyStorage(),
    navigator: { userAgent: 'node' },
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await close?.();
});

describe('the app client', () => {
  it('answers a read asked after a change with the state after it, even while an identical read is on its way', async () => {
    const server = await heldServer();
    close = server.close;
    const client = createApolloClient(server.uri);
    const before = client.query({ query: StateQuery, fetchPolicy: 'network-only' });
    await expect.poll(() => server.heldCount()).toBe(1);
    // The run finishes; the live event makes the screen read again.
    server.change('output_ready');
    const after = client.query({ query: StateQuery, fetchPolicy: 'network-only' });
    await expect.poll(() => server.heldCount()).toBe(2);
    server.releaseAll();
    expect((await before).data).toEqual({ state: 'running' });
    expect((await after).data).toEqual({ state: 'output_ready' });
    expect(server.requests()).toBe(2);
  });
});
