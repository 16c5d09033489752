import { notifyManager } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { CanopyApp } from './canopy-app';
import { registerServiceWorker } from './register-service-worker';

// React Query tells screens of a change in a microtask rather than its default next task (a
// timer): an optimistic change then shows in the frame the action ends in, not one or two later.
notifyManager.setScheduler(queueMicrotask);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// A customer opening an estimate's link (/estimate#<token>) gets that page alone: no sign-in, none of
// the office's code, no service worker of the office's app (docs/decisions/estimates-and-invoices.md).
const CustomerEstimateApp = lazy(() => import('./estimate-link/customer-estimate-app'));
const customerPage = window.location.pathname.replace(/\/+$/, '') === '/estimate';

createRoot(root).render(
  <StrictMode>
    {customerPage ? (
      <Suspense fallback={null}>
        <CustomerEstimateApp apiBaseUrl="/api/v1" />
      </Suspense>
    ) : (
      <CanopyApp apiBaseUrl="/api/v1" />
    )}
  </StrictMode>,
);

if (!customerPage) registerServiceWorker();
