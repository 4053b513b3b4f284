import { whenToastsWanted } from '@yrkesbro/toasts';
import { LoadFailure, LoadsInPlace } from '@yrkesbro/ui/dashboard';
import { lazy, useEffect, useState } from 'react';

const ToastProvider = lazy(() => import('./toast-provider.tsx'));

/**
 * Where the toasts appear. Their library and styles (7 KiB compressed) load with the first toast
 * anyone asks for, not with every page. Should that chunk fail to load (a deploy replaced it),
 * the page stays as it is, without toasts.
 */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToastsWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <LoadFailure>
      <LoadsInPlace fallback={null}>
        <ToastProvider />
      </LoadsInPlace>
    </LoadFailure>
  );
}
