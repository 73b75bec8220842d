import { useEffect } from 'react';
import { useLocation } from 'react-admin';

/** Every page change starts at the top (spec §2 "Shell"). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
