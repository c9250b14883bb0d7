/** The system feature's query keys (see `@/lib/auth` for the convention). */
export { sessionKeys } from '@/lib/auth';
