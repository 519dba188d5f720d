import WebSocket from 'ws';

/**
 * The benchmark's STOMP clients, in their own process so the server's memory figure is
 * the server's alone. Speaks just enough STOMP 1.2 (CONNECT, SUBSCRIBE with receipt,
 * heart-beats) over raw sockets: a full client library per socket would measure itself.
 * Protocol with the parent over IPC: start → ready; round → armed, then (after the publish) latencies.
 */
type Command =
  | { kind: 'start'; urls: string[]; concurrency: number }
  | { kind: 'round'; round: number }
  | { kind: 'stop' };

const now = () => performance.timeOrigin + performance.now();
const send = (message: unknown) => process.send?.(message);

const sockets: WebSocket[] = [];
let round = -1;
let latencies: number[] = [];
let expected = 0;

function onFrame(text: string): void {
  if (!text.startsWith('MESSAGE')) return;
  const body = text.slice(text.indexOf('\n\n') + 2, text.lastIndexOf('\0'));
  const event = JSON.parse(body) as { data: { round: number; sentAt: number } };
  if (event.data.round !== round) return;
  latencies.push(now() - event.data.sentAt);
  if (latencies.length === expected) send({ kind: 'latencies', round, latencies });
}

function open(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    socket.on('error', reject);
    socket.on('open', () => {
      socket.send('CONNECT\naccept-version:1.2\nheart-beat:10000,10000\n\n\0');
      socket.send('SUBSCRIBE\nid:0\ndestination:/topic/*\nreceipt:ready\n\n\0');
    });
    const onReady = (data: Buffer) => {
      if (!data.toString('utf8').startsWith('RECEIPT')) return;
      socket.off('message', onReady);
      socket.on('message', (frame: Buffer) => onFrame(frame.toString('utf8')));
      sockets.push(socket);
      resolve();
    };
    socket.on('message', onReady);
  });
}

// Our heart-beats: one EOL per socket every 10 s, spread over the period.
setInterval(() => {
  for (const socket of sockets) if (socket.readyState === WebSocket.OPEN) socket.send('\n');
}, 9_000).unref();

process.on('message', async (command: Command) => {
  if (command.kind === 'start') {
    const queue = [...command.urls];
    const worker = async () => {
      for (let url = queue.shift(); url; url = queue.shift()) await open(url);
    };
    try {
      await Promise.all(Array.from({ length: command.concurrency }, worker));
      expected = sockets.length;
      send({ kind: 'ready', connected: sockets.length });
    } catch (error) {
      send({ kind: 'failed', message: String(error) });
    }
  } else if (command.kind === 'round') {
    round = command.round;
    latencies = [];
    send({ kind: 'armed', round });
  } else {
    for (const socket of sockets) socket.terminate();
    process.exit(0);
  }
});
