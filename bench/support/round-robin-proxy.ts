import http from 'node:http';

/**
 * The small load balancer in front of several Orbita instances (bench/two-instances.ts): each
 * request goes to the next of PROXY_TARGETS (comma-separated base URLs) in turn, over
 * kept-alive connections, so one client connection's requests alternate between instances.
 * Run in its own process (startRoundRobinProxy in servers.ts), so it has its own event loop
 * and its CPU cost is visible apart from autocannon's.
 *
 * Hand-written on node:http: no proxy library (http-proxy, @fastify/http-proxy) is in the
 * dependency tree, and plain HTTP round-robin needs no more than this. WebSocket upgrades
 * are not proxied: the bench connects its STOMP clients to each instance directly.
 */
const targets = (process.env.PROXY_TARGETS ?? '').split(',').map((t) => new URL(t));
if (targets.length === 0 || !process.env.PORT) throw new Error('PROXY_TARGETS e PORT, por favor');
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
let next = 0;

http
  .createServer((req, res) => {
    const target = targets[next++ % targets.length]!;
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: req.headers,
        agent,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
