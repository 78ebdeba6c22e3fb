import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:https";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TLSSocket } from "node:tls";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BankIdError, createBankIdClient } from "./bankid-client";

/**
 * Production BankID authenticates the relying party by its client certificate. This runs the
 * client against a local HTTPS server that demands one, with a throw-away CA made by openssl.
 */

const hasOpenssl = (() => {
  try {
    execFileSync("openssl", ["version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const PASSPHRASE = "qwerty123";

describe.skipIf(!hasOpenssl)("BankID client over mutual TLS", () => {
  let directory: string;
  let server: Server;
  let baseUrl: string;
  let ca: Buffer;
  let pfx: Buffer;
  let strangerPfx: Buffer;
  const seenClients: string[] = [];

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "bankid-tls-"));
    const file = (name: string) => join(directory, name);
    const openssl = (...args: string[]) => execFileSync("openssl", args, { cwd: directory, stdio: "pipe" });
    const key = (name: string) => openssl("ecparam", "-name", "prime256v1", "-genkey", "-noout", "-out", name);

    key("ca.key");
    openssl("req", "-x509", "-new", "-key", "ca.key", "-subj", "/CN=Test BankID CA", "-days", "2", "-out", "ca.crt");
    const issue = (name: string, subject: string, extensions: string) => {
      key(`${name}.key`);
      openssl("req", "-new", "-key", `${name}.key`, "-subj", subject, "-out", `${name}.csr`);
      writeFileSync(file(`${name}.ext`), extensions);
      openssl(
        "x509",
        "-req",
        "-in",
        `${name}.csr`,
        "-CA",
        "ca.crt",
        "-CAkey",
        "ca.key",
        "-CAcreateserial",
        "-days",
        "2",
        "-extfile",
        `${name}.ext`,
        "-out",
        `${name}.crt`,
      );
    };
    issue("server", "/CN=127.0.0.1", "subjectAltName=IP:127.0.0.1\nextendedKeyUsage=serverAuth\n");
    issue("client", "/CN=Nordhem RP", "extendedKeyUsage=clientAuth\n");
    openssl(
      "pkcs12",
      "-export",
      "-inkey",
      "client.key",
      "-in",
      "client.crt",
      "-out",
      "client.p12",
      "-passout",
      `pass:${PASSPHRASE}`,
    );
    // A certificate BankID never issued: self-signed.
    key("stranger.key");
    openssl(
      "req",
      "-x509",
      "-new",
      "-key",
      "stranger.key",
      "-subj",
      "/CN=Stranger",
      "-days",
      "2",
      "-out",
      "stranger.crt",
    );
    openssl(
      "pkcs12",
      "-export",
      "-inkey",
      "stranger.key",
      "-in",
      "stranger.crt",
      "-out",
      "stranger.p12",
      "-passout",
      `pass:${PASSPHRASE}`,
    );

    ca = readFileSync(file("ca.crt"));
    pfx = readFileSync(file("client.p12"));
    strangerPfx = readFileSync(file("stranger.p12"));
    server = createServer(
      {
        key: readFileSync(file("server.key")),
        cert: readFileSync(file("server.crt")),
        ca,
        requestCert: true,
        rejectUnauthorized: false,
      },
      (request, response) => {
        // Like BankID: the handshake goes through, the answer says the relying party has no access.
        const socket = request.socket as TLSSocket;
        if (!socket.authorized) {
          response.writeHead(401, { "content-type": "application/json" });
          response.end(JSON.stringify({ errorCode: "unauthorized", details: "Client certificate required" }));
          return;
        }
        seenClients.push(String(socket.getPeerCertificate().subject.CN));
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ orderRef: "order-1", status: "pending", hintCode: "outstandingTransaction" }));
      },
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    baseUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    rmSync(directory, { recursive: true, force: true });
  });

  it("presents the relying party certificate and trusts BankID's CA", async () => {
    const client = createBankIdClient({ baseUrl, tls: { pfx, passphrase: PASSPHRASE, ca } });
    expect(await client.collect("order-1")).toEqual({
      orderRef: "order-1",
      status: "pending",
      hintCode: "outstandingTransaction",
    });
    expect(seenClients).toContain("Nordhem RP");
  });

  it("is refused without a certificate the service accepts", async () => {
    const client = createBankIdClient({ baseUrl, tls: { pfx: strangerPfx, passphrase: PASSPHRASE, ca } });
    const error = await client.collect("order-1").catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(BankIdError);
    expect(error).toMatchObject({ errorCode: "unauthorized", httpStatus: 401 });
  });

  it("does not trust a server outside the given CA", async () => {
    const error = await createBankIdClient({ baseUrl })
      .collect("order-1")
      .catch((reason: unknown) => reason);
    expect(error).toMatchObject({ errorCode: "internalError", httpStatus: undefined });
  });
});
