/**
 * The seconds left until an attempt's deadline, by the server's clock: the difference between the
 * server's `serverNow` and the device's clock when the paper arrived is kept, so a device whose clock
 * is wrong still counts down the right time. `onExpire` runs once when it reaches zero.
 */
import { useEffect, useRef, useState } from 'react';

const TICK_MS = 250;

export function useDeadline(deadlineAt: string | null, serverNow: string, onExpire: () => void): number | null {
  // Server time = device time + skew (fixed when the paper arrived).
  const [skew] = useState(() => Date.parse(serverNow) - Date.now());
  const deadline = deadlineAt ? Date.parse(deadlineAt) : null;
  const left = () => (deadline === null ? null : Math.max(0, Math.ceil((deadline - (Date.now() + skew)) / 1000)));
  const [seconds, setSeconds] = useState(left);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  });
  const fired = useRef(false);

  useEffect(() => {
    if (deadline === null) return;
    const tick = () => {
      const s = Math.max(0, Math.ceil((deadline - (Date.now() + skew)) / 1000));
      setSeconds(s);
      if (s <= 0 && !fired.current) {
        fired.current = true;
        expire.current();
      }
    };
    tick();
    const id = window.setInterval(tick, TICK_MS);
    return () => window.clearInterval(id);
  }, [deadline, skew]);

  return seconds;
}

/** 75 → "1:15"; 3725 → "1:02:05". */
export function formatClock(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
