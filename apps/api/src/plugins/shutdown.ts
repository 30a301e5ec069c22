import net from 'node:net';
import { setImmediate as nextTurn, setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Longest wait for the accept queue to empty when clients keep arriving. */
const ACCEPT_MAX_MS = 1000;
/** Time for requests already sent on open connections to be read before idle sockets close. */
const SETTLE_MS = 100;

/** Resolves after at least one poll phase of the event loop (where sockets are read and accepted). */
const afterPoll = async () => {
  await nextTurn();
  await nextTurn();
};

/**
 * Draining on close, for keep-alive clients, without resetting a request a client saw accepted.
 * A plain close resets two kinds: connections still in the kernel's accept queue when the listener
 * closes (Node accepts one per event-loop turn, so under load the queue is rarely empty), and
 * "idle" keep-alive sockets holding a request the loop has not read yet. So draining goes in steps:
 * 1. Hold every answer, keep accepting until a loop turn finds the queue empty, then stop listening
 *    (on every socket of the port: plugins/listen.ts).
 *    Holding matters: a client told `Connection: close` reconnects at once and must find the port
 *    closed (refused before sending) rather than land in the accept queue as it is torn down.
 * 2. Release the answers, each with `Connection: close`; a request arriving on an open connection
 *    gets a 503 in the API's error shape.
 * 3. After a short settle (pending requests read and answered), Fastify closes the idle sockets and
 *    waits for the requests still in flight.
 * A response already streaming keep-alive when draining began leaves its socket idle afterwards;
 * that socket is closed when the response finishes rather than at keepAliveTimeout.
 */
export function registerDrain(app: FastifyInstance): void {
  let draining = false;
  let stoppedAccepting = Promise.resolve();
  let accepted = 0;
  app.server.on('connection', () => (accepted += 1));
  // Extra sockets on the same port (plugins/listen.ts): their connections reach `server` too.
  app.decorate('acceptors', new Set<net.Server>());

  async function stopAccepting() {
    const deadline = Date.now() + ACCEPT_MAX_MS;
    let seen = -1;
    while (seen !== accepted && Date.now() < deadline) {
      seen = accepted;
      await afterPoll();
    }
    // net's close stops accepting without http's closeIdleConnections, which must wait for step 3.
    net.Server.prototype.close.call(app.server);
    for (const acceptor of app.acceptors) acceptor.close();
  }

  app.addHook('preClose', async () => {
    draining = true;
    if (!app.server.listening) return;
    stoppedAccepting = stopAccepting();
    await stoppedAccepting;
    await sleep(SETTLE_MS);
    await afterPoll();
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    await stoppedAccepting;
    return reply.status(503).header('connection', 'close').header('retry-after', '5').send({
      error: 'The server is restarting. Please try again in a moment.',
      code: 'SERVICE_UNAVAILABLE',
      requestId: request.id,
    });
  });

  app.addHook('onSend', async (_request, reply) => {
    if (!draining) return;
    await stoppedAccepting;
    reply.header('connection', 'close');
  });

  app.addHook('onResponse', async (_request, reply) => {
    if (draining && reply.raw.getHeader('connection') !== 'close') app.server.closeIdleConnections();
  });
}
