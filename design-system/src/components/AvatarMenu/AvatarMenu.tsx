import { deferred } from '../private/deferred';
import { AvatarMenuButton, type AvatarMenuProps } from './AvatarMenuTrigger';

export * from './AvatarMenuTrigger';

// The signed-in person's avatar that opens their menu (profile, sign out…). Loaded when first used
// (`deferred`): until then the avatar alone, which a press turns into the menu.
const DeferredAvatarMenu = /*#__PURE__*/ deferred<AvatarMenuProps>(
  () => import('./AvatarMenuWidget'),
  (props) => <AvatarMenuButton {...props} />,
  'menu',
);

export function AvatarMenu(props: AvatarMenuProps) {
  return <DeferredAvatarMenu {...props} />;
}
