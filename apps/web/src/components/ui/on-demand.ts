/**
 * Controls whose working part (a Radix menu, a sheet) is loaded when the user heads for the
 * control — pointer over it, focus on it, a press — instead of with the page: the first screen
 * stays light. Until then a stand-in that looks the same takes the pointer and the keyboard.
 */
import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

export interface OnDemand<M> {
  /** Loads the module (once); a failed load is tried again on the next demand. */
  load(): Promise<M>;
  /** The module when it has been loaded, else null. */
  loaded(): M | null;
}

export function onDemand<M>(importer: () => Promise<M>): OnDemand<M> {
  let module: M | null = null;
  let pending: Promise<M> | null = null;
  return {
    load: () =>
      (pending ??= importer().then(
        (m) => (module = m),
        (error: unknown) => {
          pending = null;
          throw error;
        },
      )),
    loaded: () => module,
  };
}

export interface StandInProps {
  ref: RefObject<HTMLButtonElement | null>;
  onPointerEnter: () => void;
  onFocus: () => void;
  onPointerDown: () => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
}

export interface OnDemandState<M> {
  /** The loaded module, null until then. */
  module: M | null;
  /** The user pressed the stand-in before the real control was on screen: open at once. */
  openAtOnce: boolean;
  /** The stand-in had the keyboard focus when the module arrived: the real control takes it. */
  takeFocus: boolean;
  /** For the stand-in control. */
  standIn: StandInProps;
}

export function useOnDemand<M>(source: OnDemand<M>): OnDemandState<M> {
  const ref = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);
  const [state, setState] = useState(() => ({ module: source.loaded(), openAtOnce: false, takeFocus: false }));
  const fetch = useCallback(() => {
    source.load().then(
      (module) =>
        setState((s) =>
          s.module
            ? s
            : {
                module,
                openAtOnce: pressed.current,
                takeFocus: ref.current !== null && document.activeElement === ref.current,
              },
        ),
      (error: unknown) => console.error(error),
    );
  }, [source]);
  const press = useCallback(() => {
    pressed.current = true;
    // Loaded but not yet on screen: the real control opens as soon as it is.
    setState((s) => (s.module && !s.openAtOnce ? { ...s, openAtOnce: true } : s));
    fetch();
  }, [fetch]);
  return {
    ...state,
    standIn: {
      ref,
      onPointerEnter: fetch,
      onFocus: fetch,
      onPointerDown: press,
      onClick: press,
      onKeyDown: (event) => {
        if (event.key === 'ArrowDown') press();
      },
    },
  };
}

/**
 * The props of the loaded control that replaces the stand-in: `trigger`, its button; `openAtOnce`
 * and `takeFocus` carry over what the stand-in received.
 */
export interface ReplacingControlProps {
  trigger: ReactNode;
  openAtOnce: boolean;
  takeFocus: boolean;
}

/**
 * For the loaded control that replaces the stand-in: its open state (open at once when the
 * stand-in was pressed, also if the press came while it was being put on screen) and the ref of
 * its trigger, focused when the stand-in had the focus.
 */
export function useReplacingStandIn(openAtOnce: boolean, takeFocus: boolean) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(openAtOnce);
  const [pressSeen, setPressSeen] = useState(openAtOnce);
  if (openAtOnce && !pressSeen) {
    setPressSeen(true);
    setOpen(true);
  }
  useEffect(() => {
    // An open menu or sheet takes the focus itself.
    if (takeFocus && !openAtOnce) triggerRef.current?.focus();
  }, [takeFocus, openAtOnce]);
  return { open, setOpen, triggerRef };
}
