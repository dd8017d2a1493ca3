export interface ToastOptions {
  /** Toasts with the same id replace each other instead of stacking. */
  id?: string;
}

type Kind = 'success' | 'error' | 'info';

// The shell mounts sonner's Toaster only once a first toast is raised, so a page that never
// shows one does not download and run it (about 10 KB gzip) while it loads. sonner hands a
// Toaster that subscribes late the toasts raised before it.
let raised = false;
const listeners = new Set<() => void>();

/** Whether any toast has been raised in this page's life (the shell's Toaster reads it). */
export const toastsRaised = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: (): boolean => raised,
};

function show(kind: Kind, message: string, options?: ToastOptions): void {
  if (!raised) {
    raised = true;
    for (const listener of listeners) listener();
  }
  void import('sonner').then(({ toast }) => toast[kind](message, options));
}

/** What features use to tell the learner something happened; the shell's Toaster shows it. */
export const toast = {
  success: (message: string, options?: ToastOptions) => show('success', message, options),
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
};
