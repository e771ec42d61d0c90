/**
 * GET /metrics for Prometheus (docs/deploy.md), reachable only from METRICS_ALLOW's addresses: the
 * socket's peer is checked, never X-Forwarded-For, so a visitor cannot name an allowed address
 * through the balancer; anyone else gets a 404, as for a page that does not exist. Every answer's
 * time is observed by its route pattern (bounded labels, whatever URLs visitors send).
 */
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { PortalMetrics } from '../services/portal-metrics.ts';

export const METRICS_URL = '/metrics';

/** An IPv4 peer of a dual-stack socket shows as ::ffff:a.b.c.d: it is checked as a.b.c.d. */
const plainAddress = (address: string): string => address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');

const familyOf = (address: string): 'ipv4' | 'ipv6' => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/** `entries`: addresses and CIDR ranges, as config.ts checked them. */
export const addressesAllowed = (entries: readonly string[]) => {
  const allowed = new BlockList();
  for (const entry of entries) {
    const [address = '', prefix] = entry.split('/');
    if (prefix === undefined) allowed.addAddress(address, familyOf(address));
    else allowed.addSubnet(address, Number(prefix), familyOf(address));
  }
  return (peer: string | undefined): boolean => {
    if (peer === undefined) return false;
    const address = plainAddress(peer);
    return isIP(address) !== 0 && allowed.check(address, familyOf(address));
  };
};

export const registerMetrics = (app: FastifyInstance, metrics: PortalMetrics, allow: readonly string[]) => {
  const isAllowed = addressesAllowed(allow);
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
  app.get(METRICS_URL, async (request, reply) => {
    if (!isAllowed(request.socket.remoteAddress)) return reply.code(404).type('text/plain').send('Not Found');
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
};
