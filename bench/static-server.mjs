// The bench's yardstick (decision 028): a plain node:http server in a process of its own that
// answers every request with one page's bytes, exactly as the app sent them (same body, content
// type and content encoding). Plain JavaScript, so that nothing but Node runs in it.
// Usage (the bench forks it): node bench/static-server.mjs <port> <body file> <headers JSON>
import { readFileSync } from "node:fs";
import http from "node:http";

const [portText, bodyFile, headersJson] = process.argv.slice(2);
const body = readFileSync(bodyFile);
const headers = { ...JSON.parse(headersJson), "content-length": String(body.length) };

const server = http.createServer((request, response) => {
  // Read the request to its end (a GET has no body) before answering, as any server does.
  request.resume();
  response.writeHead(200, headers);
  response.end(body);
});
server.listen(Number(portText), "127.0.0.1", () => process.send?.("ready"));
process.on("SIGTERM", () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
