/**
 * The app's toasts: sonner's `toast`. Importing this module loads sonner and hands its Toaster to
 * the app's toast host (lib/toaster-slot). Code of the first screen shows toasts through
 * lib/toast-later instead, which loads this module when it is needed.
 */
import { toast, Toaster } from 'sonner';
import { provideToaster } from './toaster-slot';

provideToaster(Toaster);

export { toast };
