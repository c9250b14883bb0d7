// The sessions' confirmation, on its own: the card loads it when a sign-out is asked (sessions-card.tsx).
export { ConfirmDialog } from '@doorline/design-system';
