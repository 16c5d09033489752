import { notifyManager } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CanopyApp } from './canopy-app';
import { registerServiceWorker } from './register-service-worker';

// React Query tells screens of a change in a microtask rather than its default next task (a
// timer): an optimistic change then shows in the frame the action ends in, not one or two later.
notifyManager.setScheduler(queueMicrotask);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <CanopyApp apiBaseUrl="/api/v1" />
  </StrictMode>,
);

registerServiceWorker();
