import { Suspense } from 'react';
import { Outlet } from 'react-router';

export function ShellLayout() {
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}
