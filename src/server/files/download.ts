import type { Readable } from "node:stream";
import type { FastifyReply } from "fastify";

/**
 * Answers a stored file as a download: its type and length, never sniffed, never rendered as a
 * page of ours (sandboxed), and saved under its name. Only our own characters go in the plain
 * name; the exact name is in filename* (RFC 6266), so no stored name can break the header.
 */
export function sendDownload(
  reply: FastifyReply,
  file: { fileName: string; contentType: string; size: number; stream: Readable },
) {
  const ascii = file.fileName.normalize("NFD").replace(/[^\w.-]+/g, "_");
  return reply
    .header("content-type", file.contentType)
    .header("content-length", String(file.size))
    .header("x-content-type-options", "nosniff")
    .header("content-security-policy", "default-src 'none'; sandbox")
    .header(
      "content-disposition",
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.stream);
}
