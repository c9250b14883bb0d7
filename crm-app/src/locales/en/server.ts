import { serverMessages } from '@doorline/api-client';

/**
 * The server's messages by code, in English: the contract's own texts (`serverMessages`), written
 * once there. Loaded when a call fails, so no page pays for them up front (`lib/api.ts`).
 */
const server = serverMessages;

export default server;
