/** The installable PWA's page side: service worker, offline banner, offline reading. */
export { OfflineBanner, OFFLINE_BANNER_TEXT } from './offline-banner';
export { useOnline } from './online';
export { forgetOfflineReading, reloadToNewVersion, startServiceWorker } from './start';
export { useOfflineReading } from './use-offline-reading';
