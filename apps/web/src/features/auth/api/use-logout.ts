/** Signing out (spec section 4), apart from useAuth: the first screen does not load it. */
import { MSG } from '@cms/contract';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { logout } from './auth';
import { useSetAuth } from './use-auth';
import { errorMessage, isApiError } from '@/lib/api';
import { paths } from '@/config/paths';

/** Sign out: POST /api/auth/logout, clear the state, go to the sign-in page. */
export function useLogout() {
  const { clear } = useSetAuth();
  const navigate = useNavigate();
  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: (res) => {
      clear();
      toast.success(res.message || MSG.signedOut);
      void navigate(paths.auth.signIn, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 401) {
        // No session on the server any more: we are signed out already.
        clear();
        void navigate(paths.auth.signIn, { replace: true });
        return;
      }
      toast.error(errorMessage(error, MSG.pleaseTryAgain));
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
