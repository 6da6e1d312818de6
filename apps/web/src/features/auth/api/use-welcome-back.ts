/** The greeting of the signed-in user's home screens: "Welcome back, {first name}!", or "Welcome back!" without a name. */
import { firstName } from '@/lib/format';
import { useAuth } from './use-auth';

export function useWelcomeBack(): string {
  const name = firstName(useAuth().user?.name);
  return name ? `Welcome back, ${name}!` : 'Welcome back!';
}
