/**
 * Toasts for the first screen (landing, sign-in): the same as lib/toast, but sonner is loaded
 * when first needed instead of with the page. `prepare` loads it ahead (e.g. when a form is
 * first used), so that the toast shows in the same moment as the action that raises it.
 */
const load = () => import('./toast');

export const toastLater = {
  prepare: (): void => void load(),
  success: (message: string): void => void load().then(({ toast }) => toast.success(message)),
  error: (message: string): void => void load().then(({ toast }) => toast.error(message)),
};
