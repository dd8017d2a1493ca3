import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';
import { useTranslation } from '../../lib/use-translation';

export interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Keeps the title for screen readers only, for dialogs whose content carries its own heading. */
  hideTitle?: boolean;
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
  className?: string;
}

const widths = { sm: 'max-w-sm', md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/**
 * A dialog over Radix: focus is trapped inside and returned afterwards, Escape and the close
 * button dismiss it, the page behind does not scroll. On phones it fills the width.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  hideTitle = false,
  size = 'md',
  children,
  className,
}: ModalProps) {
  const { t } = useTranslation();
  // Radix returns focus only to a Dialog.Trigger; our dialogs open from any button, so remember it.
  const returnFocus = useRef<HTMLElement | null>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="modal-overlay fixed inset-0 z-50 bg-ink/60 backdrop-blur-[2px]" />
        <Dialog.Content
          className={cn(
            'modal-content fixed inset-x-0 bottom-0 z-50 max-h-[92dvh] overflow-y-auto rounded-t-ui bg-white p-5 shadow-lg focus:outline-none',
            'sm:inset-x-auto sm:top-1/2 sm:bottom-auto sm:left-1/2 sm:w-[calc(100%-2rem)] sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-ui sm:p-6',
            widths[size],
            className,
          )}
          onOpenAutoFocus={() => {
            returnFocus.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnFocus.current?.isConnected) {
              event.preventDefault();
              returnFocus.current.focus();
            }
          }}
          // A toast raised from inside the dialog sits outside it: dismissing the toast must not
          // count as a click outside that closes the dialog.
          onPointerDownOutside={(event) => {
            if (event.target instanceof Element && event.target.closest('[data-sonner-toaster]')) {
              event.preventDefault();
            }
          }}
          // Radix warns unless a dialog without a description says so explicitly.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div className={cn(hideTitle && 'sr-only')}>
              <Dialog.Title className="text-xl font-bold text-ink">{title}</Dialog.Title>
              {description && (
                <Dialog.Description className="mt-1 text-sm text-slate-600">{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close
              className="-mt-1 -mr-1 ml-auto inline-flex size-11 shrink-0 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 hover:text-ink"
              aria-label={t('modal.close')}
            >
              <X aria-hidden="true" size={20} />
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
