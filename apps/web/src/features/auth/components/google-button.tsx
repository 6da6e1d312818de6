import { API } from '@cms/contract';
import { Button } from '@/components/ui/button';
import { usePublicConfig } from '@/features/auth/api/queries';
import { GoogleIcon } from '@/components/illustrations';

/** Leaving the app for the server's Google sign-in. An object so that tests can replace `assign`. */
export const browser = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

function Divider() {
  return (
    <div className="relative my-6 flex items-center" aria-hidden>
      <span className="h-px flex-1 bg-border" />
      <span className="px-3 text-xs font-medium tracking-wider text-muted-foreground uppercase">or</span>
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}

/**
 * "or" and Sign in with Google (a full-page navigation to the server's Google sign-in), shown only
 * when the server says Google sign-in is configured (GET /api/config); nothing while it has not said
 * so, nor when asking failed: a button that can only answer "not configured" is not offered.
 */
export function GoogleSignIn() {
  const config = usePublicConfig();
  if (config.data?.googleEnabled !== true) return null;
  return (
    <>
      <Divider />
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full text-sm"
        onClick={() => browser.assign(API.googleStart)}
      >
        <GoogleIcon className="size-5" />
        Sign in with Google
      </Button>
    </>
  );
}
