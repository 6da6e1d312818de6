import { API, MSG } from '@cms/contract';
import { toastLater } from '@/lib/toast-later';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/features/auth/api/queries';
import { GoogleIcon } from '@/components/illustrations';

/** Full-page navigation to the server's Google sign-in when it is configured; a notice otherwise. */
export function GoogleSignInButton() {
  const config = usePublicConfig();
  const onClick = () => {
    if (config.data?.googleEnabled) {
      window.location.assign(API.googleStart);
    } else {
      toastLater.error(MSG.googleNotConfigured);
    }
  };
  return (
    <Button type="button" variant="outline" size="lg" className="w-full text-sm" onClick={onClick}>
      <GoogleIcon className="size-5" />
      Sign in with Google
    </Button>
  );
}
