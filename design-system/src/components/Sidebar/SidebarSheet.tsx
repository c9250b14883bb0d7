import type { ReactNode } from 'react';
import { Dialog, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './Sidebar.css';

export interface SidebarSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  'aria-label': string;
  children: ReactNode;
}

/** The sidebar as a sheet over a small screen, a modal dialog (`Sidebar`). */
export default function SidebarSheet({
  isOpen,
  onOpenChange,
  'aria-label': ariaLabel,
  children,
}: SidebarSheetProps) {
  return (
    <ModalOverlay isOpen={isOpen} onOpenChange={onOpenChange} isDismissable className={styles.overlay}>
      <Modal className={styles.sheet}>
        <Dialog aria-label={ariaLabel} className={styles.dialog}>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
