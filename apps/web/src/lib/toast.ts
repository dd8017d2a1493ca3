export interface ToastOptions {
  /** Toasts with the same id replace each other instead of stacking. */
  id?: string;
}

type Kind = 'success' | 'error' | 'info';

// sonner is fetched on first use, off the critical path of the first page.
function show(kind: Kind, message: string, options?: ToastOptions): void {
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/** What features use to tell the learner something happened; the shell's Toaster shows it. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
