/**
 * The machine's floor for create-payment, for `npm run bench`: a bare node:http server that reads
 * the JSON body, inserts one row into SQLite (a database file in WAL mode with the Node server's
 * durability settings) and answers a small JSON body. Nothing a gateway does (keys, validation,
 * records, deliveries): what one stored write over HTTP costs on this machine at the least.
 * `tsx floor-server.ts <dbFile>` prints `{base_url} <url>` once listening.
 */
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Database from 'better-sqlite3';

const db = new Database(process.argv[2] ?? ':memory:');
db.pragma('journal_mode = WAL');
db.pragma('synchronous = NORMAL');
db.exec('CREATE TABLE IF NOT EXISTS payments (hash TEXT PRIMARY KEY, doc TEXT NOT NULL)');
const insert = db.prepare('INSERT INTO payments (hash, doc) VALUES (?, ?)');

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const order = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { externalId: string };
    const hash = randomUUID();
    insert.run(hash, JSON.stringify({ ...order, hash, createdAt: Date.now() }));
    const body = JSON.stringify({ redirectUrl: `http://127.0.0.1/checkout/p?externalId=${hash}` });
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) }).end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`{base_url} http://127.0.0.1:${(server.address() as AddressInfo).port}`));
