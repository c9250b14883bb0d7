// A file answer's bytes (a record's or a customer's file, a record's PDF): an attachment under its
// name, never shown in place nor run, never kept by a cache.
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../domain/orders/files.js';

/** Sends `bytes` as the attachment `name` of `type` (a stored file: `application/octet-stream`). */
export const sendAttachment = (reply: FastifyReply, file: { bytes: Buffer; name: string; type: string }) =>
  reply
    .header('Content-Type', file.type)
    .header('Content-Length', String(file.bytes.length))
    .header('Content-Disposition', contentDisposition(file.name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', "default-src 'none'; sandbox")
    .header('Cache-Control', 'private, no-store')
    .send(file.bytes);
