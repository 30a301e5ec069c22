import dgram from 'node:dgram';
import ipaddr from 'ipaddr.js';

/** One question the stand-in DNS server was asked. */
export interface LoggedQuery {
  name: string;
  type: 'A' | 'AAAA' | number;
}

const TYPES = { 1: 'A', 28: 'AAAA' } as const;

/**
 * A local DNS server over UDP playing a zone in tests: `records` maps a name to its addresses
 * (IPv4 answer A questions, IPv6 AAAA); any other name is NXDOMAIN. Logs every question, so a test
 * can tell that a name went through DNS (c-ares) and not the system's getaddrinfo.
 */
export async function standInDns(records: Record<string, string[]>) {
  const log: LoggedQuery[] = [];
  const socket = dgram.createSocket('udp4');
  socket.on('message', (query, from) => {
    if (query.length < 12) return;
    // The question: labels up to a zero byte, then type and class.
    const labels: string[] = [];
    let at = 12;
    while (at < query.length && query[at] !== 0) {
      const length = query[at]!;
      labels.push(query.subarray(at + 1, at + 1 + length).toString('latin1'));
      at += 1 + length;
    }
    const questionEnd = at + 5;
    if (questionEnd > query.length) return;
    const name = labels.join('.').toLowerCase();
    const type = query.readUInt16BE(at + 1);
    log.push({ name, type: TYPES[type as keyof typeof TYPES] ?? type });
    const known = Object.hasOwn(records, name);
    const wanted = (records[name] ?? [])
      .map((a) => ipaddr.parse(a))
      .filter((a) => (type === 1 ? a.kind() === 'ipv4' : type === 28 ? a.kind() === 'ipv6' : false));
    const header = Buffer.alloc(12);
    query.copy(header, 0, 0, 2); // the id
    header.writeUInt16BE(0x8180 | (known ? 0 : 3), 2); // an answer, recursion available; NXDOMAIN when unknown
    header.writeUInt16BE(1, 4);
    header.writeUInt16BE(wanted.length, 6);
    const answers = wanted.map((address) => {
      const rdata = Buffer.from(address.toByteArray());
      const rr = Buffer.alloc(12);
      rr.writeUInt16BE(0xc00c, 0); // the question's name
      rr.writeUInt16BE(type, 2);
      rr.writeUInt16BE(1, 4);
      rr.writeUInt32BE(60, 6);
      rr.writeUInt16BE(rdata.length, 10);
      return Buffer.concat([rr, rdata]);
    });
    socket.send(Buffer.concat([header, query.subarray(12, questionEnd), ...answers]), from.port, from.address);
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  const { port } = socket.address();
  return {
    server: `127.0.0.1:${port}`,
    log,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}
export type StandInDns = Awaited<ReturnType<typeof standInDns>>;
