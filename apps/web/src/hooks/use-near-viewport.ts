import { useEffect, useRef, useState } from 'react';

/*
 * A browser without IntersectionObserver (jsdom) takes every element as near. On the server
 * (no window) nothing is near: a page rendered there (app/entry-server.tsx) then holds what the
 * browser's first render, which hydrates it, holds too.
 */
const nearWithoutObserver = () =>
  typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined';

/**
 * True once the element comes within `rootMargin` of the viewport, and true for good after
 * that: a below-the-fold section starts loading its data just before the shopper reaches it.
 * Where IntersectionObserver is missing (old browsers, jsdom) it is true at once.
 */
export function useNearViewport<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(nearWithoutObserver);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return { ref, near };
}

/**
 * Whether the element is on screen now (for pausing work the shopper cannot see). False until
 * the observer first answers; true where IntersectionObserver is missing.
 */
export function useInViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [visible, setVisible] = useState(nearWithoutObserver);

  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      const last = entries[entries.length - 1];
      if (last) setVisible(last.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return { ref, visible };
}
