import { useEffect, useRef } from 'react';
import { SHELL_LIMITS } from '@bondsight/contracts/shell-rules';
import type { RegistrationVariant } from '../../../widgets/banner/registration-banner';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'wheel'] as const;

/** How far down the reader has seen: the bottom of the viewport over the page's height. */
export function scrollDepth(): number {
  const height = document.documentElement.scrollHeight;
  return height > 0 ? (window.scrollY + window.innerHeight) / height : 0;
}

/**
 * Spec section 9: the registration banner appears after 15 s of inactivity, when the mouse
 * leaves the page, or on scrolling past 60 % of the page height — whichever comes first,
 * once. Input of any kind restarts the inactivity clock.
 */
export function useRegistrationTrigger(
  enabled: boolean,
  onTrigger: (variant: RegistrationVariant) => void,
) {
  const callback = useRef(onTrigger);
  useEffect(() => {
    callback.current = onTrigger;
  });

  useEffect(() => {
    if (!enabled) return;
    let timer = 0;
    let fired = false;
    const fire = (variant: RegistrationVariant) => {
      if (fired) return;
      fired = true;
      stop();
      callback.current(variant);
    };
    const restartIdle = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => fire('engaged'), SHELL_LIMITS.registrationIdleMs);
    };
    const onScroll = () => {
      restartIdle();
      if (window.scrollY > 0 && scrollDepth() > SHELL_LIMITS.registrationScrollFraction)
        fire('engaged');
    };
    // Leaving the page: the pointer goes out of the window across one of its edges.
    const onMouseOut = (event: MouseEvent) => {
      if (event.relatedTarget) return;
      const { clientX: x, clientY: y } = event;
      if (y <= 0 || x <= 0 || x >= window.innerWidth - 1 || y >= window.innerHeight - 1)
        fire('exit');
    };
    const stop = () => {
      window.clearTimeout(timer);
      for (const type of ACTIVITY) window.removeEventListener(type, restartIdle);
      window.removeEventListener('scroll', onScroll);
      document.removeEventListener('mouseout', onMouseOut);
    };
    for (const type of ACTIVITY) window.addEventListener(type, restartIdle, { passive: true });
    window.addEventListener('scroll', onScroll, { passive: true });
    document.addEventListener('mouseout', onMouseOut);
    restartIdle();
    return stop;
  }, [enabled]);
}
