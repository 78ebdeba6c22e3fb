import { createServer, type Socket } from "node:net";

/**
 * A small SMTP server for tests that speaks the real protocol to nodemailer over TCP: it can
 * refuse the next deliveries with a temporary failure (451), like a greylisting or overloaded
 * mail server, and keeps what it accepted.
 */
export interface TestSmtpServer {
  url: string;
  /** Messages accepted so far: the envelope and the raw data. */
  received: { from: string; to: string[]; data: string }[];
  /** Refuse the next `count` deliveries at RCPT with 451. */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const received: TestSmtpServer["received"] = [];
  const sockets = new Set<Socket>();
  let refusals = 0;

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.setEncoding("utf8");
    let buffer = "";
    let inData = false;
    let envelope = { from: "", to: [] as string[] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 test.smtp ESMTP ready");

    socket.on("data", (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf("\r\n.\r\n");
          if (end === -1) return;
          received.push({ ...envelope, data: buffer.slice(0, end) });
          buffer = buffer.slice(end + 5);
          inData = false;
          reply("250 2.0.0 queued");
          continue;
        }
        const lineEnd = buffer.indexOf("\r\n");
        if (lineEnd === -1) return;
        const line = buffer.slice(0, lineEnd);
        buffer = buffer.slice(lineEnd + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === "EHLO" || command === "HELO") reply("250 test.smtp");
        else if (command === "MAIL") {
          envelope = { from: line.slice(10), to: [] };
          reply("250 2.1.0 ok");
        } else if (command === "RCPT") {
          if (refusals > 0) {
            refusals--;
            reply("451 4.3.0 try again later");
          } else {
            envelope.to.push(line.slice(8));
            reply("250 2.1.5 ok");
          }
        } else if (command === "DATA") {
          inData = true;
          reply("354 end with <CRLF>.<CRLF>");
        } else if (command === "RSET") reply("250 2.0.0 ok");
        else if (command === "QUIT") {
          reply("221 2.0.0 bye");
          socket.end();
        } else reply("502 5.5.2 not implemented");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
